// RELIABILITY.md B cases in a real browser: tokens, 401 and refresh (B13, expiry mid-session, is in
// session-expiry.spec.mjs). Overview and shared helpers, including the fetch fault injection: reliability-helpers.mjs.
import { DEMO_USERS, expect, settle, signedInAs, waitForApp } from './fixtures.mjs';
import {
  clickMenuLink,
  expectClean,
  forgeStoredToken,
  goto,
  loginThroughForm,
  pathOf,
  recordApi,
  requireRoutes,
  shown,
  storage,
  waitForPath,
} from './flows.mjs';
import { fetches, ignoreUndefined, LOGIN, open, SESSION_KEYS, setFaults } from './reliability-helpers.mjs';

/** Counts distinct toasts matching `source` (a toast may be gone before the test looks). */
async function countToasts(page, source) {
  await page.evaluate((src) => {
    const re = new RegExp(src, 'i');
    const seen = new Set();
    window.__e2eToasts = seen;
    const scan = () => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) if (re.test(el.textContent ?? '')) seen.add(el);
    };
    scan();
    new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, source);
  return () => page.evaluate(() => window.__e2eToasts.size);
}

// ---------------------------------------------------------------------------------------------------------
// B. tokens, 401 and refresh

/** Admin signed in on `start` with a fake clock installed. */
async function signedInWithClock(t, start, options = {}) {
  const opened = await open(t, { allow: [/\/api\//], ...options });
  const { page, watcher } = opened;
  await page.clock.install();
  await goto(page, t.base, LOGIN, watcher);
  await signedInAs(page, 'admin');
  await goto(page, t.base, start, watcher);
  const store = await storage(page);
  return { ...opened, token: store.accessToken, expiry: Number(store.tokenExpiry) };
}

const b = [
  {
    name: 'B1: many parallel calls answering 401 (expired token) -> exactly one refresh; each retried once with the new Bearer',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', '/dashboard/ecommerce');
      const { page, watcher, token, expiry } = await signedInWithClock(t, '/dashboard/ecommerce');
      const api = recordApi(page, t.base);
      await page.clock.setSystemTime(expiry + 60_000);
      await clickMenuLink(page, '/dashboard/analytics');
      await waitForPath(page, (p) => p === '/dashboard/analytics', 'in-app navigation to the analytics dashboard');
      await waitForApp(page);
      // The cards load with the page chunk: wait for the refresh and for every call to be answered.
      const until = Date.now() + 30000;
      while (
        Date.now() < until &&
        !(
          api.calls.some((c) => c.path === '/api/auth/refresh-token' && c.status !== null) &&
          api.calls.length > 3 &&
          api.calls.every((c) => c.status !== null)
        )
      ) {
        await page.waitForTimeout(200);
      }
      await settle(page, watcher, { quietMs: 800 });
      const stored = (await storage(page)).accessToken;
      expect(stored && stored !== token, 'the token was not renewed');
      const refreshes = api.calls.filter((c) => c.path === '/api/auth/refresh-token');
      expect(refreshes.length === 1 && refreshes[0].status === 200, `refresh calls: ${JSON.stringify(refreshes)}`);
      const first = api.calls.filter((c) => c.path !== '/api/auth/refresh-token' && c.auth === `Bearer ${token}`);
      expect(first.length >= 3, `only ${first.length} call(s) went out with the expired token: not a parallel burst`);
      expect(
        first.every((c) => c.status === 401),
        `calls with the expired token answered ${first.map((c) => c.status).join(',')}`,
      );
      for (const call of first) {
        const retried = api.calls.filter((c) => c.path === call.path && c.method === call.method && c.auth === `Bearer ${stored}`);
        const sameFirst = first.filter((c) => c.path === call.path && c.method === call.method).length;
        expect(
          retried.length === sameFirst,
          `${call.method} ${call.path}: ${retried.length} retries with the new token for ${sameFirst} 401(s)`,
        );
        expect(
          retried.every((c) => c.status === 200),
          `${call.path} retry answered ${retried.map((c) => c.status).join(',')}`,
        );
      }
      const alerts = await page
        .getByRole('alert')
        .filter({ hasText: /retry|error|expired/i })
        .count();
      expect(alerts === 0, `${alerts} error state(s) on the dashboard after the silent refresh`);
      expectClean(watcher, 'B1', /\b401\b/);
      t.log(`${first.length} parallel 401s, 1 refresh, each retried once`);
    },
  },
  {
    name: 'B3: refresh answering 401 -> not intercepted; all queued calls rejected; one logout + one notice; login?to=<path>',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', '/dashboard/ecommerce', LOGIN);
      const { context, page, watcher, token } = await signedInWithClock(t, '/dashboard/ecommerce');
      const api = recordApi(page, t.base);
      // Another document edits the stored token: the app now holds a forged token.
      const bad = await forgeStoredToken(context, page, t.base, token);
      const notices = await countToasts(page, 'session has expired');
      await clickMenuLink(page, '/dashboard/analytics');
      await waitForPath(page, (p, u) => u.pathname === LOGIN, 'after the refused refresh', 20000);
      await waitForApp(page);
      await page.waitForTimeout(600);
      await settle(page, watcher);
      const to = new URL(page.url()).searchParams.get('to');
      expect(to === '/dashboard/analytics', `login ?to= is ${JSON.stringify(to)}`);
      const refreshes = api.calls.filter((c) => c.path === '/api/auth/refresh-token');
      expect(refreshes.length === 1 && refreshes[0].status === 401, `refresh calls: ${JSON.stringify(refreshes)}`);
      const forged = api.calls.filter((c) => c.auth === `Bearer ${bad}`);
      expect(forged.length >= 3, `only ${forged.length} call(s) carried the forged token: not a parallel burst`);
      const perPath = new Map();
      for (const c of forged) perPath.set(`${c.method} ${c.path}`, (perPath.get(`${c.method} ${c.path}`) ?? 0) + 1);
      const twice = [...perPath].filter(([, n]) => n > 1);
      expect(twice.length === 0, `retried after the failed refresh: ${twice.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
      expect((await notices()) === 1, `${await notices()} "session expired" notices (expected 1)`);
      const after = ignoreUndefined(await storage(page));
      const left = SESSION_KEYS.filter((k) => k in after);
      expect(left.length === 0, `session keys left: ${left.join(', ')}`);
      expectClean(watcher, 'B3', /\b401\b/);
      t.log(`${forged.length} calls with the forged token, 1 refresh (401), one notice`);
    },
  },
  {
    name: 'B6: /api/auth/login answering 401 -> no refresh; "Wrong Email or Password"; email kept',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { page, watcher } = await open(t, {
        allow: [/\/api\/auth\/login/],
        faults: [{ path: '/api/auth/login', method: 'POST', status: 401, error: 'Invalid credentials' }],
      });
      const api = recordApi(page, t.base);
      await goto(page, t.base, LOGIN, watcher);
      const form = await loginThroughForm(page, 'admin', { password: 'not-the-password' });
      await shown(form.getByText('Wrong Email or Password'), 'no "Wrong Email or Password" in the form after a 401');
      await settle(page, watcher);
      const calls = await fetches(page);
      const logins = calls.filter((c) => c.path === '/api/auth/login');
      const refreshes = [...calls, ...api.calls].filter((c) => c.path === '/api/auth/refresh-token');
      expect(logins.length === 1 && logins[0].faulted, `login calls: ${JSON.stringify(logins)}`);
      expect(refreshes.length === 0, `${refreshes.length} refresh call(s) after a login 401`);
      expect((await form.locator('input[type="email"]').inputValue()) === DEMO_USERS.admin.email, 'the email field lost its value');
      expect(pathOf(page).startsWith(LOGIN), `left the login page for ${pathOf(page)}`);
      expectClean(watcher, 'B6');
    },
  },
  {
    name: 'B15: the token never appears in a URL, a console message, the page text or an error message',
    async run(t) {
      requireRoutes(t, LOGIN, '/apps/todo/all', '/apps/email/inbox', '/apps/chat', '/apps/calendar/vue-simple-calendar');
      const { page, watcher } = await open(t, { allow: [/\/api\//], faults: [] });
      const urls = [];
      const consoleText = [];
      page.on('request', (req) => urls.push(req.url()));
      page.on('framenavigated', (frame) => urls.push(frame.url()));
      page.on('console', (msg) => consoleText.push(msg.text()));
      page.on('pageerror', (err) => consoleText.push(String(err?.stack ?? err)));
      await goto(page, t.base, `${LOGIN}?to=${encodeURIComponent('/apps/todo/all')}`, watcher);
      await loginThroughForm(page, 'admin');
      await waitForPath(page, (p) => p === '/apps/todo/all', 'after signing in');
      await waitForApp(page);
      await settle(page, watcher);
      const tokens = new Set();
      const grab = async () => {
        const s = await storage(page);
        if (s.accessToken) tokens.add(s.accessToken);
      };
      await grab();
      expect(tokens.size === 1, 'no token stored after signing in through the form');
      for (const href of ['/apps/email/inbox', '/apps/chat']) {
        await clickMenuLink(page, href);
        await waitForPath(page, (p) => p.startsWith(href), `menu link ${href}`);
        await settle(page, watcher);
        await grab();
      }
      // End the session the hard way: every call and the refresh answer 401.
      await setFaults(page, [{ path: '/api/', status: 401, error: 'Invalid access token' }]);
      await clickMenuLink(page, '/apps/calendar/vue-simple-calendar');
      await waitForPath(page, (p, u) => u.pathname === LOGIN, 'after the forced 401s', 20000);
      await waitForApp(page);
      await page.waitForTimeout(500);
      const texts = await page.evaluate(
        () => document.body.innerText + '\n' + [...document.querySelectorAll('[data-sonner-toast]')].map((e) => e.textContent).join('\n'),
      );
      const pieces = [...tokens].flatMap((tok) => [tok, tok.split('.')[2]]).filter((p) => p && p.length > 16);
      for (const piece of pieces) {
        const inUrl = urls.find((u) => u.includes(piece) || decodeURIComponent(u).includes(piece));
        expect(!inUrl, `a token appears in a URL: ${inUrl?.slice(0, 120)}`);
        const inConsole = consoleText.find((m) => m.includes(piece));
        expect(!inConsole, `a token appears in a console message: ${inConsole?.slice(0, 120)}`);
        expect(!texts.includes(piece), 'a token appears in the page text or a notice');
      }
      expectClean(watcher, 'B15', /\b401\b/);
      t.log(`${tokens.size} token(s) checked against ${urls.length} URLs and ${consoleText.length} console messages`);
    },
  },
];

export const tests = [...b];
