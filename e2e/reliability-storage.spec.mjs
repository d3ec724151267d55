// RELIABILITY.md A cases in a real browser: stored state and start-up (corrupt, forged or half-written session
// keys in localStorage before the app boots). Overview and shared helpers: reliability-helpers.mjs.
import { expect, settle, signedInAs, waitForApp } from './fixtures.mjs';
import {
  expectClean,
  goto,
  jwtPayload,
  loginThroughForm,
  openUserMenu,
  pathOf,
  recordApi,
  requireRoutes,
  storage,
  tamper,
  waitForPath,
} from './flows.mjs';
import { ignoreUndefined, LOGIN, open, seedStorage, SESSION_KEYS } from './reliability-helpers.mjs';

/** A signed-in session as the login API returns it, for seeding storage before boot. */
async function sessionEntries(page, base, role = 'admin') {
  await goto(page, base, '/pages/error-404');
  await signedInAs(page, role);
  const store = await storage(page);
  await page.evaluate(() => localStorage.clear());
  return Object.fromEntries(SESSION_KEYS.map((k) => [k, store[k]]));
}

/** True when the user menu offers Login (the signed-out demo visitor). */
async function signedOutMenu(page) {
  await openUserMenu(page);
  const login = await page.getByRole('menuitem', { name: /^(log ?in|sign ?in)$/i }).count();
  await page.keyboard.press('Escape');
  return login === 1;
}

// ---------------------------------------------------------------------------------------------------------
// A. stored state and start-up

const a = [
  {
    name: 'A1: userInfo "{not json" -> boots signed out, bad key removed, login works; zero pageerror',
    async run(t) {
      requireRoutes(t, LOGIN, '/dashboard/analytics');
      const { page, watcher } = await open(t);
      const api = recordApi(page, t.base);
      await seedStorage(page, t.base, { userInfo: '{not json', loggedIn: 'true' });
      await goto(page, t.base, '/dashboard/analytics', watcher);
      expect(pathOf(page) === '/dashboard/analytics', `boot ended at ${pathOf(page)}`);
      const store = await storage(page);
      expect(store.userInfo === undefined, `the corrupt userInfo is still stored: ${store.userInfo}`);
      expect(
        api.calls.every((c) => !c.auth),
        'a call carried an Authorization header',
      );
      expect(await signedOutMenu(page), 'the user menu does not offer Login (not signed out)');
      await goto(page, t.base, LOGIN, watcher);
      await loginThroughForm(page, 'admin');
      await waitForPath(page, (p) => p !== LOGIN && !p.startsWith(`${LOGIN}?`), 'after signing in');
      await waitForApp(page);
      await settle(page, watcher);
      expect((await storage(page)).loggedIn === 'true', 'signing in after the corrupt start did not store a session');
      expectClean(watcher, 'A1');
    },
  },
  {
    name: 'A1: corrupt userInfo beside a genuine token -> nothing of it survives (signed out, or renewed from the server)',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics');
      const { page, watcher } = await open(t);
      const session = await sessionEntries(page, t.base, 'admin');
      const server = JSON.parse(session.userInfo);
      for (const raw of ['{not json', '"undefined"', '[]', JSON.stringify({ displayName: { $gt: '' }, userRole: ['admin'] })]) {
        await seedStorage(page, t.base, { ...session, userInfo: raw });
        await goto(page, t.base, '/dashboard/analytics', watcher);
        const store = await storage(page);
        const kept = store.userInfo === undefined ? null : JSON.parse(store.userInfo);
        expect(
          kept === null || (kept.displayName === server.displayName && kept.userRole === server.userRole),
          `userInfo ${raw}: stored afterwards ${store.userInfo}`,
        );
        const text = await page.evaluate(() => document.body.innerText);
        expect(!text.includes('$gt') && !text.includes('{not json'), `userInfo ${raw}: the corrupt value reached the page`);
        t.log(`userInfo ${raw}: ${kept ? 'session renewed from the server at start (SPEC §4)' : 'signed out'}`);
      }
      expectClean(watcher, 'A1 with token');
    },
  },
  {
    name: 'A4: stored userRole "superadmin", "ADMIN", " admin" is no role: the admin route is denied',
    async run(t) {
      requireRoutes(t, '/dashboard/ecommerce', '/pages/not-authorized');
      const { page, watcher } = await open(t);
      const session = await sessionEntries(page, t.base, 'admin');
      for (const role of ['superadmin', 'ADMIN', ' admin']) {
        const user = JSON.parse(session.userInfo);
        await seedStorage(page, t.base, { ...session, userInfo: JSON.stringify({ ...user, userRole: role }) });
        await page.goto(`${t.base}/dashboard/ecommerce`, { waitUntil: 'load' });
        await waitForPath(
          page,
          (p) => p.startsWith('/pages/not-authorized'),
          `stored role ${JSON.stringify(role)} on /dashboard/ecommerce`,
        );
        await waitForApp(page);
        await settle(page, watcher);
        const links = await page.locator('a[href="/dashboard/ecommerce"]').count();
        expect(links === 0, `role ${JSON.stringify(role)}: a link to the admin dashboard is offered`);
      }
      expectClean(watcher, 'A4');
    },
  },
  {
    name: 'A6: expiry NaN, -1, 1e400, Infinity is never trusted; far future with a bogus token ends at the first 401 (B3 path)',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', LOGIN);
      const { page, watcher } = await open(t, { allow: [/\/api\//] });
      const api = recordApi(page, t.base);
      const session = await sessionEntries(page, t.base, 'admin');
      for (const expiry of ['NaN', '-1', '1e400', 'Infinity']) {
        await seedStorage(page, t.base, { ...session, tokenExpiry: expiry });
        await goto(page, t.base, '/dashboard/analytics', watcher);
        // The garbage expiry never survives: the session is renewed through the server (SPEC §4) and the
        // stored expiry is then the new token's own exp, or the session is gone.
        const store = await storage(page);
        const ok =
          store.tokenExpiry === undefined
            ? store.accessToken === undefined
            : Number(store.tokenExpiry) === jwtPayload(store.accessToken)?.exp * 1000 && Number.isFinite(Number(store.tokenExpiry));
        expect(ok, `expiry ${expiry}: stored afterwards tokenExpiry=${store.tokenExpiry}`);
        expect(store.tokenExpiry !== expiry, `expiry ${expiry} is still stored`);
      }
      expectClean(watcher, 'A6 expired');

      // Far-future stored expiry with a token the server does not accept: never trusted on its own.
      const bogus = tamper(session.accessToken);
      await seedStorage(page, t.base, { ...session, accessToken: bogus, tokenExpiry: '9999999999999' });
      const from = api.calls.length;
      await page.goto(`${t.base}/dashboard/analytics`, { waitUntil: 'load' });
      await waitForPath(page, (p, u) => u.pathname === LOGIN, 'far-future expiry with a bogus token', 20000);
      await waitForApp(page);
      await settle(page, watcher);
      const to = new URL(page.url()).searchParams.get('to');
      expect(to === '/dashboard/analytics', `login ?to= is ${JSON.stringify(to)}`);
      const after = ignoreUndefined(await storage(page));
      const left = SESSION_KEYS.filter((k) => k in after);
      expect(left.length === 0, `session keys left after the rejected token: ${left.join(', ')}`);
      const calls = api.since(from);
      const ok = calls.filter((c) => c.auth === `Bearer ${bogus}` && c.status === 200);
      expect(ok.length === 0, `the bogus token was accepted by ${ok[0]?.path}`);
      expect(calls.length < 40, `${calls.length} API calls (unbounded retrying?)`);
      expectClean(watcher, 'A6 bogus token', /\b401\b/);
      t.log(
        `bogus token: ${calls.filter((c) => c.path === '/api/auth/refresh-token').length} refresh call(s), ${calls.length} calls in all, then ${pathOf(page)}`,
      );
    },
  },
  {
    name: 'A7: logged-in flag "true" without token or userInfo -> signed out; no redirect ping-pong (<= 3 navigations)',
    async run(t) {
      requireRoutes(t, '/', LOGIN);
      const { page, watcher } = await open(t);
      const api = recordApi(page, t.base);
      await seedStorage(page, t.base, { loggedIn: 'true' });
      const navigations = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
      });
      await goto(page, t.base, '/', watcher);
      await page.waitForTimeout(1500);
      await settle(page, watcher);
      expect(navigations.length <= 3, `${navigations.length} navigations: ${navigations.join(' -> ')}`);
      expect(
        api.calls.every((c) => !c.auth),
        'a call carried an Authorization header',
      );
      expect(await signedOutMenu(page), 'the user menu does not offer Login');
      expectClean(watcher, 'A7');
      t.log(`navigations: ${navigations.join(' -> ')}`);
    },
  },
];

export const tests = [...a];
