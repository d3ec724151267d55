// Session, role and /callback reliability cases that need a real browser (RELIABILITY.md B13, C1, C4, C6,
// D1, D2, D8, E1–E4). Runs against the production build with the mock service worker, like the crawl.
//
// A few cases need a second build with sign-in enforced and hosted sign-in configured (a fake identity
// provider is served by page.route). Without it those tests are skipped with the reason:
//   VITE_AUTH_REQUIRED=true VITE_OIDC_AUTHORITY=https://idp.tessera.test VITE_OIDC_CLIENT_ID=tessera-e2e \
//     npx vite build --outDir /tmp/auth-dist
//   npx vite preview --outDir /tmp/auth-dist --port 4174 --host 127.0.0.1
//   E2E_AUTH_BASE=http://127.0.0.1:4174 node e2e/run.mjs e2e/session.spec.mjs
import { expect, Failure, settle, signedInAs, waitForApp, watchPage } from './fixtures.mjs';
import {
  clickMenuLink,
  expectClean,
  forgeStoredToken,
  goto,
  jwtPayload,
  loginThroughForm,
  openUserMenu,
  pathOf,
  recordApi,
  requireRoutes,
  storage,
  waitForPath,
} from './flows.mjs';

const LOGIN = '/pages/login';
const NOT_AUTHORIZED = '/pages/not-authorized';
const ADMIN_ONLY = '/dashboard/ecommerce';
const SESSION_KEYS = ['userInfo', 'accessToken', 'tokenExpiry', 'loggedIn'];
const USER_PREFIX = 'tessera.user.';
/**
 * C1 "goes to login within ~1 s": tab B's in-memory state must be dropped within 1 s of the logout; the
 * login page itself also waits for its lazy chunk, which took 2.4–5.2 s on this 2-core box under a load
 * average of 25, hence a looser default here. E2E_C1_MS=1000 checks the spec number on an idle machine.
 */
const C1_LIMIT_MS = Number(process.env.E2E_C1_MS || 8000);
const PUBLIC_PATHS = [
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/error-404',
  '/pages/error-500',
  '/callback',
  '/pages/comingsoon',
];

const AUTH_BASE = (process.env.E2E_AUTH_BASE || '').replace(/\/$/, '');
const OIDC = {
  authority: (process.env.E2E_OIDC_AUTHORITY || 'https://idp.tessera.test').replace(/\/$/, ''),
  clientId: process.env.E2E_OIDC_CLIENT_ID || 'tessera-e2e',
};
const NEEDS_AUTH_BASE =
  'needs E2E_AUTH_BASE: a build with VITE_AUTH_REQUIRED=true and VITE_OIDC_AUTHORITY/CLIENT_ID (see the top of session.spec.mjs)';

// ---------------------------------------------------------------------------------------------------------
// helpers

/** A new context (external requests aborted unless `allowOrigins`), one page and its problem watcher. */
async function openContext(t, { base = t.base, contextOptions = {}, allow = [], allowOrigins = [] } = {}) {
  const context = await t.newContext(contextOptions);
  const origin = new URL(base).origin;
  await context.route(
    (url) => url.origin !== origin && !allowOrigins.includes(url.origin),
    (route) => route.abort(),
  );
  const page = await openPage(context, base, allow);
  return { context, ...page };
}

async function openPage(context, base, allow = []) {
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const watcher = watchPage(page, base, { allow: [...allow, { test: (url) => !url.startsWith(origin) }] });
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return { page, watcher, dialogs };
}

async function logoutThroughMenu(page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: /^log ?out$/i }).click();
}

async function markDocument(page) {
  await page.evaluate(() => {
    window.__e2eSameDocument = true;
  });
}
async function expectSameDocument(page, what) {
  const same = await page.evaluate(() => window.__e2eSameDocument === true);
  expect(same, `${what}: the page reloaded (expected an in-app navigation)`);
}

const sessionSnapshot = (store) => SESSION_KEYS.filter((k) => store[k] !== undefined);
const userKeys = (store) => Object.keys(store).filter((k) => k.startsWith(USER_PREFIX));
/** User-scoped keys that still hold something (a store may write back its empty state: `[]`). */
const userData = (store) => userKeys(store).filter((k) => !['[]', '{}', 'null', ''].includes(store[k]));

// ---------------------------------------------------------------------------------------------------------
// B13

/** Signed in as admin on /dashboard/analytics with a fake clock; returns the stored token and its expiry. */
async function signedInWithClock(t) {
  const opened = await openContext(t, { allow: [/\/api\//] });
  const { page, watcher } = opened;
  await page.clock.install();
  await goto(page, t.base, LOGIN, watcher);
  await signedInAs(page, 'admin');
  await goto(page, t.base, '/dashboard/analytics', watcher);
  const store = await storage(page);
  const token = store.accessToken;
  const expiry = Number(store.tokenExpiry);
  expect(token && Number.isFinite(expiry), 'not signed in after the login API call');
  expect(jwtPayload(token)?.exp * 1000 === expiry, `stored expiry ${expiry} is not the token's exp`);
  return { ...opened, token, expiry };
}

const b13 = [
  {
    name: 'B13: token expired mid-session (page.clock past exp): the next call refreshes silently',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', '/apps/todo/all');
      const { page, watcher, token, expiry } = await signedInWithClock(t);
      const api = recordApi(page, t.base);
      await markDocument(page);
      await page.clock.setSystemTime(expiry + 60_000);
      expect((await page.evaluate(() => Date.now())) > expiry, 'page clock did not move past the token expiry');

      await clickMenuLink(page, '/apps/todo/all');
      await waitForPath(page, (p) => p === '/apps/todo/all', 'in-app navigation to the todo app');
      await waitForApp(page);
      const done = Date.now() + 10000;
      while (Date.now() < done && !api.calls.some((c) => c.path === '/api/apps/todo/tasks' && c.status === 200))
        await page.waitForTimeout(100);
      await settle(page, watcher);
      await expectSameDocument(page, 'B13');

      const refreshes = api.calls.filter((c) => c.path === '/api/auth/refresh-token');
      expect(refreshes.length === 1, `${refreshes.length} refresh calls (expected exactly 1): ${JSON.stringify(api.calls)}`);
      expect(
        refreshes[0].status === 200 && refreshes[0].auth === null,
        `refresh answered ${refreshes[0].status}, auth header ${refreshes[0].auth}`,
      );
      const stored = await storage(page);
      expect(stored.accessToken && stored.accessToken !== token, 'the stored token was not renewed');
      expect(
        Number(stored.tokenExpiry) > (await page.evaluate(() => Date.now())),
        'the renewed expiry is not in the future of the page clock',
      );
      const rejected = api.calls.filter((c) => c.status !== 200);
      expect(
        rejected.every((c) => c.status === 401 && c.auth === `Bearer ${token}`),
        `unexpected failures: ${JSON.stringify(rejected)}`,
      );
      expect(rejected.length > 0, 'no call was answered 401 with the expired token (the case did not happen)');
      for (const path of new Set(rejected.map((c) => c.path))) {
        const retried = api.calls.filter((c) => c.path === path && c.status === 200);
        expect(
          retried.length >= 1 && retried.every((c) => c.auth === `Bearer ${stored.accessToken}`),
          `${path} was not retried with the new Bearer token`,
        );
      }
      expect(pathOf(page) === '/apps/todo/all', `ended at ${pathOf(page)}`);
      const expiredNotice = await page.getByText(/session has expired/i).count();
      expect(expiredNotice === 0, 'a "session expired" notice was shown for a silent refresh');
      const problems = watcher.take().filter((p) => !/401/.test(p.text));
      expect(!problems.length, problems.map((p) => `${p.kind}: ${p.text}`).join('; '));
      t.log(`401 on ${rejected.length} call(s), 1 refresh, all retried with the new token`);
    },
  },
  {
    name: 'B13: refresh fails after expiry (tampered token) -> login with to=<current path>, back there after sign-in',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', '/apps/todo/all', LOGIN);
      const { context, page, watcher, token, expiry } = await signedInWithClock(t);
      const api = recordApi(page, t.base);
      const bad = await forgeStoredToken(context, page, t.base, token);
      await page.clock.setSystemTime(expiry + 60_000);

      // Count distinct "session expired" toasts in the page (a toast may be gone before we look).
      await page.evaluate(() => {
        const seen = new Set();
        window.__e2eNotices = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[data-sonner-toast]'))
            if (/session has expired/i.test(el.textContent ?? '')) seen.add(el);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await clickMenuLink(page, '/apps/todo/all');
      const target = '/apps/todo/all';
      await waitForPath(page, (p, u) => u.pathname === LOGIN, 'after the failed refresh', 20000).catch((error) => {
        throw new Failure(
          `${error.message}; API calls: ${api.calls.map((x) => `${x.method} ${x.path} ${x.status} ${x.auth === `Bearer ${bad}` ? 'tampered' : x.auth === `Bearer ${token}` ? 'original' : x.auth ? 'other' : 'none'}`).join(', ')}`,
        );
      });
      const to = new URL(page.url()).searchParams.get('to');
      expect(to === target, `login ?to= is ${JSON.stringify(to)}, expected ${target}`);
      expect(!page.url().includes(token.split('.')[2]) && !page.url().includes(bad.split('.')[2]), 'the token appears in the URL');
      await waitForApp(page);
      await page.waitForFunction(() => window.__e2eNotices.size > 0, null, { timeout: 5000 }).catch(() => {});
      await page.waitForTimeout(300);
      const notices = await page.evaluate(() => window.__e2eNotices.size);
      expect(notices === 1, `${notices} "session expired" notices (expected 1)`);
      const refreshes = api.calls.filter((c) => c.path === '/api/auth/refresh-token');
      expect(refreshes.length === 1 && refreshes[0].status === 401, `refresh calls: ${JSON.stringify(refreshes)}`);
      const left = sessionSnapshot(await storage(page));
      expect(left.length === 0, `session keys left in storage: ${left.join(', ')}`);

      const before = api.calls.length;
      await loginThroughForm(page, 'admin');
      await waitForPath(page, (p) => p === target, 'after signing in again');
      await waitForApp(page);
      const done = Date.now() + 10000;
      while (Date.now() < done && !api.since(before).some((c) => c.path === '/api/apps/todo/tasks' && c.status === 200))
        await page.waitForTimeout(100);
      await settle(page, watcher);
      const fresh = (await storage(page)).accessToken;
      const tasks = api.since(before).filter((c) => c.path === '/api/apps/todo/tasks');
      expect(
        tasks.length && tasks.every((c) => c.status === 200 && c.auth === `Bearer ${fresh}`),
        `todo tasks after sign-in: ${JSON.stringify(tasks)}`,
      );
      const problems = watcher.take().filter((p) => !/401/.test(p.text));
      expect(!problems.length, problems.map((p) => `${p.kind}: ${p.text}`).join('; '));
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// C1, C4, C6

const c = [
  {
    name: 'C1: log out in tab A -> tab B drops its state and shows login within ~1 s; its next call has no token',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics', '/apps/eCommerce/shop', '/apps/todo/all', LOGIN);
      const { context, page: a, watcher: wa } = await openContext(t);
      await goto(a, t.base, LOGIN, wa);
      await signedInAs(a, 'admin');
      await goto(a, t.base, '/dashboard/analytics', wa);
      const token = (await storage(a)).accessToken;

      const { page: b, watcher: wb } = await openPage(context, t.base);
      await goto(b, t.base, '/apps/eCommerce/shop', wb);
      await b
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click();
      await b.getByTestId('cart-badge').waitFor({ state: 'visible', timeout: 5000 });
      await markDocument(b);
      // One in-app step, so that Back later returns to the shop inside the same document.
      await openUserMenu(b);
      const apiB = recordApi(b, t.base);
      await b.getByRole('menuitem', { name: /^todo$/i }).click();
      await waitForPath(b, (p) => p.startsWith('/apps/todo'), 'tab B opening the todo app');
      await waitForApp(b);
      const loaded = Date.now() + 15000;
      while (Date.now() < loaded && !apiB.calls.some((x) => x.path === '/api/apps/todo/tasks' && x.status === 200))
        await b.waitForTimeout(100);
      await settle(b, wb);
      // Tab B renewed the token at start-up, so it may hold a newer one than tab A read: collect them all.
      const tokensB = new Set(apiB.calls.filter((x) => x.auth).map((x) => x.auth));
      expect(tokensB.size > 0, 'tab B did not use the session before the logout (nothing to drop)');

      // Timed inside tab B from the first session `storage` event: its in-memory state is gone (the cart
      // badge disappears), and the router shows the login page (includes loading the login chunk).
      await b.evaluate((keys) => {
        const times = {};
        window.__e2eTimes = times;
        const mark = (name) => {
          times[name] ??= performance.now();
        };
        addEventListener('storage', (ev) => keys.includes(ev.key) && mark('event'), true);
        new MutationObserver(() => {
          if (!document.querySelector('[data-testid="cart-badge"]')) mark('stateDropped');
        }).observe(document.body, { subtree: true, childList: true });
        for (const fn of ['pushState', 'replaceState']) {
          const original = history[fn].bind(history);
          history[fn] = (...args) => {
            original(...args);
            if (location.pathname === '/pages/login') mark('login');
          };
        }
      }, SESSION_KEYS);
      await wa.take();
      await logoutThroughMenu(a);
      await waitForPath(b, (p, u) => u.pathname === LOGIN, 'tab B after logout in tab A', 20000);
      const afterLogout = apiB.calls.length;
      const times = await b.evaluate(() => window.__e2eTimes);
      // The cart store also hears the user-data keys, so the badge can go a hair before the first session event.
      const dropMs = Math.max(0, Math.round(times.stateDropped - times.event));
      const loginMs = Math.round(times.login - times.event);
      expect(Number.isFinite(dropMs) && dropMs <= 1000, `tab B still showed the signed-in cart ${dropMs} ms after the logout reached it`);
      expect(
        Number.isFinite(loginMs) && loginMs <= C1_LIMIT_MS,
        `tab B reached the login page ${loginMs} ms after the logout reached it (limit ${C1_LIMIT_MS} ms)`,
      );
      await expectSameDocument(b, 'tab B');
      const storeB = await storage(b);
      expect(
        sessionSnapshot(storeB).length === 0 && userData(storeB).length === 0,
        `tab B storage still holds ${[...sessionSnapshot(storeB), ...userData(storeB)].join(', ')}`,
      );

      // Back (in-app) to the shop: the query cache was dropped, so it fetches again, without a token.
      await b.goBack();
      await waitForPath(b, (p) => p === '/apps/eCommerce/shop', 'tab B going back');
      await waitForApp(b);
      await settle(b, wb);
      await expectSameDocument(b, 'tab B after Back');
      const calls = apiB.since(afterLogout);
      expect(calls.length > 0, 'tab B made no API call after going back (its query cache was not dropped)');
      const withAuth = calls.filter((x) => x.auth !== null);
      expect(!withAuth.length, `tab B still sent Authorization on ${withAuth.map((x) => x.path).join(', ')}`);
      expect(!calls.some((x) => tokensB.has(x.auth) || x.auth?.includes(token)), 'tab B sent an old token');
      expect((await b.getByTestId('cart-badge').count()) === 0, 'tab B still shows the cart badge of the signed-out user');
      expectClean(wb, 'tab B');
      expectClean(wa, 'tab A');
      t.log(
        `tab B: state dropped ${dropMs} ms, login page ${loginMs} ms after the logout event; ${calls.length} later calls, none with a token`,
      );
    },
  },
  {
    name: 'C4: sign in in tab A while tab B shows the login page -> B says "You are already logged in!" and refuses',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { context, page: b, watcher: wb } = await openContext(t);
      await goto(b, t.base, LOGIN, wb);
      const already = b.getByText('You are already logged in!');
      expect((await already.count()) === 0, 'tab B says "already logged in" before anyone signed in');
      const apiB = recordApi(b, t.base);

      const { page: a, watcher: wa } = await openPage(context, t.base);
      await goto(a, t.base, LOGIN, wa);
      await loginThroughForm(a, 'admin');
      await waitForPath(a, (p, u) => u.pathname !== LOGIN, 'tab A after signing in');
      const started = Date.now();
      await already
        .first()
        .waitFor({ state: 'visible', timeout: 3000 })
        .catch(() => {});
      const moved = new URL(b.url()).pathname !== LOGIN;
      expect(moved || (await already.first().isVisible()), 'tab B neither moved on nor said "You are already logged in!"');
      t.log(moved ? `tab B moved on to ${pathOf(b)}` : `tab B shows "You are already logged in!" after ${Date.now() - started} ms`);

      if (!moved) {
        // Submitting the stale form in tab B is refused without a login call (SPEC §5).
        await b
          .locator('form')
          .getByRole('button', { name: /^(log ?in|sign ?in)$/i })
          .click();
        await b
          .getByText('You are already logged in!')
          .nth(1)
          .waitFor({ state: 'visible', timeout: 3000 })
          .catch(() => {});
        expect((await b.getByText('You are already logged in!').count()) >= 2, 'no "already logged in" warning after submitting in tab B');
        expect(apiB.count('/api/auth/login') === 0, 'tab B sent a login request while signed in');
        expect(new URL(b.url()).pathname === LOGIN, `tab B left for ${pathOf(b)}`);
      }
      await settle(b, wb);
      expectClean(wb, 'tab B');
      expectClean(wa, 'tab A');
    },
  },
  {
    name: 'C6: log out, sign in as another user -> nothing of the first user remains (storage, cart, query cache)',
    async run(t) {
      requireRoutes(t, LOGIN, '/dashboard/analytics', '/apps/eCommerce/shop');
      const { page, watcher } = await openContext(t);
      const api = recordApi(page, t.base);
      await goto(page, t.base, LOGIN, watcher);
      await loginThroughForm(page, 'admin');
      await waitForPath(page, (p) => p === '/dashboard/analytics', 'admin after signing in');
      await waitForApp(page);
      const greeting = page.locator('#greeting-title').locator('xpath=..');
      await greeting.getByText(/2,280/).waitFor({ state: 'visible', timeout: 10000 });

      await goto(page, t.base, '/apps/eCommerce/shop', watcher);
      await page
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click();
      await page
        .getByRole('button', { name: /wishlist/i })
        .first()
        .click();
      await page.getByTestId('cart-badge').waitFor({ state: 'visible', timeout: 5000 });
      await settle(page, watcher);
      const before = await storage(page);
      expect(
        userData(before).length >= 2,
        `expected cart and wish list under ${USER_PREFIX}*, found ${userData(before).join(', ') || 'none'}`,
      );

      // Watch the greeting card from here on: the admin's figures must never be shown to the editor.
      await page.evaluate(() => {
        window.__e2eSeen = [];
        new MutationObserver(() => {
          const el = document.getElementById('greeting-title')?.parentElement;
          if (el) window.__e2eSeen.push(`${window.__e2eSignedInAs ?? '?'}: ${el.textContent}`);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });

      await logoutThroughMenu(page);
      await waitForPath(page, (p, u) => u.pathname !== '/apps/eCommerce/shop', 'after logout');
      await waitForApp(page);
      await settle(page, watcher);
      const after = await storage(page);
      expect(sessionSnapshot(after).length === 0, `session keys left after logout: ${sessionSnapshot(after).join(', ')}`);
      expect(
        userData(after).length === 0,
        `user data left after logout: ${userData(after)
          .map((k) => `${k}=${after[k].slice(0, 60)}`)
          .join(', ')}`,
      );
      const leaked = Object.entries(after).filter(([k, v]) => !k.startsWith('tessera.mockdb.') && /admin@admin\.com|"uid":"?1"?\b/.test(v));
      expect(!leaked.length, `the first user's data is still in storage: ${leaked.map(([k]) => k).join(', ')}`);
      expect((await page.getByTestId('cart-badge').count()) === 0, 'cart badge still shown after logout');
      const logoutCalls = api.calls.filter((x) => /logout/.test(x.path));
      t.log(`logout made ${logoutCalls.length} server call(s) (the app has no logout endpoint: sign-out is local only)`);

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: /^(log ?in|sign ?in)$/i }).click();
      await waitForPath(page, (p, u) => u.pathname === LOGIN, 'opening the login page');
      await page.evaluate(() => {
        window.__e2eSignedInAs = 'editor';
      });
      await loginThroughForm(page, 'editor');
      await waitForPath(page, (p) => p === '/dashboard/analytics', 'editor after signing in');
      await waitForApp(page);
      await greeting.getByText(/1,415/).waitFor({ state: 'visible', timeout: 10000 });
      await settle(page, watcher);
      const seen = await page.evaluate(() => window.__e2eSeen.filter((s) => s.startsWith('editor:')));
      const wrong = seen.filter((s) => /2,280|John/.test(s));
      expect(!wrong.length, `the editor was shown the admin's greeting data: "${wrong[0]}"`);
      expect((await page.getByTestId('cart-badge').count()) === 0, "the editor sees the admin's cart badge");
      await openUserMenu(page);
      const menu = await page.getByRole('menu').innerText();
      expect(
        /editor@editor\.com/.test(menu) && !/admin@admin\.com/.test(menu),
        `user menu shows: ${menu.replace(/\s+/g, ' ').slice(0, 120)}`,
      );
      await page.getByRole('menuitem', { name: /wish ?list/i }).click();
      await waitForPath(page, (p) => p === '/apps/eCommerce/wish-list', 'opening the wish list');
      await waitForApp(page);
      await settle(page, watcher);
      const empty = page.getByText('Your wish list is empty');
      await empty.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
      expect(await empty.isVisible(), "the editor's wish list is not empty (the admin's entries?)");
      const lists = userData(await storage(page));
      expect(!lists.length, `the editor has user data from before: ${lists.join(', ')}`);
      expectClean(watcher, 'C6');
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// D1, D2, D8

async function signedInContext(t, role, base = t.base) {
  const opened = await openContext(t, { base });
  await goto(opened.page, base, '/pages/error-404', opened.watcher);
  await signedInAs(opened.page, role);
  return opened;
}

/** Opens `path` and waits until the URL has not changed for `quietMs` (guards may redirect late). */
async function settledPath(page, base, path, watcher, { quietMs = 1500 } = {}) {
  await page.goto(base + path, { waitUntil: 'load' });
  await waitForApp(page);
  let last = pathOf(page);
  let since = Date.now();
  const until = Date.now() + 10000;
  while (Date.now() < until && Date.now() - since < quietMs) {
    await page.waitForTimeout(100);
    if (pathOf(page) !== last) {
      last = pathOf(page);
      since = Date.now();
    }
  }
  await settle(page, watcher);
  return new URL(page.url()).pathname;
}

async function setStoredRole(page, role) {
  await page.evaluate((r) => {
    const user = JSON.parse(localStorage.getItem('userInfo'));
    user.userRole = r;
    localStorage.setItem('userInfo', JSON.stringify(user));
  }, role);
}

const d = [
  {
    name: 'D1: editor opening /dashboard/ecommerce lands on /pages/not-authorized; the menu entry is hidden',
    async run(t) {
      requireRoutes(t, ADMIN_ONLY, NOT_AUTHORIZED, '/dashboard/analytics');
      const { page, watcher } = await signedInContext(t, 'editor');
      const landed = await settledPath(page, t.base, ADMIN_ONLY, watcher);
      expect(landed === NOT_AUTHORIZED, `editor ended at ${landed}`);
      await goto(page, t.base, '/dashboard/analytics', watcher);
      const menu = page.locator('nav');
      expect((await menu.locator('a[href="/dashboard/analytics"]').count()) > 0, 'sidebar shows no Analytics link (menu not rendered?)');
      expect(
        (await menu.locator(`a[href="${ADMIN_ONLY}"]`).count()) === 0,
        'the editor sidebar links to the admin-only eCommerce dashboard',
      );
      expectClean(watcher, 'D1');
    },
  },
  {
    name: 'D2: role lowered in storage (admin -> editor) then reload: admin route denied',
    async run(t) {
      requireRoutes(t, ADMIN_ONLY, NOT_AUTHORIZED);
      const { page, watcher } = await signedInContext(t, 'admin');
      expect((await settledPath(page, t.base, ADMIN_ONLY, watcher)) === ADMIN_ONLY, 'admin was denied the admin route before the edit');
      await setStoredRole(page, 'editor');
      const landed = await settledPath(page, t.base, ADMIN_ONLY, watcher);
      const role = JSON.parse((await storage(page)).userInfo ?? '{}').userRole;
      expect(landed === NOT_AUTHORIZED, `after lowering the stored role and reloading, ended at ${landed} (stored role now ${role})`);
      expect(role === 'editor', `the stored role became ${role} after reload`);
      expectClean(watcher, 'D2 downgrade');
    },
  },
  {
    name: 'D2: role raised in storage (editor -> admin) then reload: only the UI changes; the token still says editor',
    async run(t) {
      requireRoutes(t, ADMIN_ONLY, NOT_AUTHORIZED);
      const { page, watcher } = await signedInContext(t, 'editor');
      expect((await settledPath(page, t.base, ADMIN_ONLY, watcher)) === NOT_AUTHORIZED, 'editor reached the admin route before the edit');
      await setStoredRole(page, 'admin');
      const api = recordApi(page, t.base);
      const landed = await settledPath(page, t.base, ADMIN_ONLY, watcher);
      const stored = await storage(page);
      const role = JSON.parse(stored.userInfo ?? '{}').userRole;
      // README: client-side guards are cosmetic; the role a server trusts is the one in the signed token.
      expect(landed === ADMIN_ONLY, `after raising the stored role the admin page was not shown (ended at ${landed}, role ${role})`);
      expect(jwtPayload(stored.accessToken)?.role === 'editor', `the access token's role is ${jwtPayload(stored.accessToken)?.role}`);
      const sent = api.calls.filter((x) => x.auth);
      expect(
        sent.every((x) => jwtPayload(x.auth.replace(/^Bearer /, ''))?.role === 'editor'),
        'a call was sent with a token claiming another role',
      );
      expectClean(watcher, 'D2 upgrade');
      t.log(
        `stored role ${role}: ${ADMIN_ONLY} renders (cosmetic guard); ${sent.length} API calls still carry the editor token; the mock API does not enforce roles, a real backend must (README)`,
      );
    },
  },
  {
    name: 'D8: signed out: public pages render; other pages pass through as the demo visitor (default build)',
    async run(t) {
      requireRoutes(t, ...PUBLIC_PATHS, '/dashboard/analytics');
      const { page, watcher } = await openContext(t);
      for (const path of PUBLIC_PATHS) {
        const landed = await settledPath(page, t.base, path, watcher, { quietMs: 600 });
        expect(landed === path, `signed-out visit to ${path} ended at ${landed}`);
        expectClean(watcher, path);
      }
      // SPEC §6: without VITE_AUTH_REQUIRED no route flags authRequired, so a visitor passes through.
      const landed = await settledPath(page, t.base, '/dashboard/analytics', watcher);
      if (landed === LOGIN) t.skip('this build requires sign-in (VITE_AUTH_REQUIRED=true): covered by the E2E_AUTH_BASE test');
      expect(landed === '/dashboard/analytics', `signed-out visit to /dashboard/analytics ended at ${landed}`);
      await openUserMenu(page);
      expect(
        (await page.getByRole('menuitem', { name: /^(log ?in|sign ?in)$/i }).count()) === 1,
        'the signed-out user menu offers no Login',
      );
      await page.keyboard.press('Escape');
      expectClean(watcher, 'D8');
    },
  },
  {
    name: 'D8: signed out with sign-in required: guarded routes -> login with to=, and back there after sign-in',
    async run(t) {
      if (!AUTH_BASE) t.skip(`skipped: ${NEEDS_AUTH_BASE}`);
      const { page, watcher } = await openContext(t, { base: AUTH_BASE });
      for (const path of PUBLIC_PATHS) {
        const landed = await settledPath(page, AUTH_BASE, path, watcher, { quietMs: 600 });
        expect(landed === path, `signed-out visit to public ${path} ended at ${landed}`);
      }
      expectClean(watcher, 'public pages');
      for (const path of ['/pages/lock-screen', ADMIN_ONLY]) {
        await settledPath(page, AUTH_BASE, path, watcher);
        const u = new URL(page.url());
        expect(u.pathname === LOGIN && u.searchParams.get('to') === path, `signed-out visit to ${path} ended at ${pathOf(page)}`);
      }
      const target = '/apps/email/inbox?x=1#y';
      await settledPath(page, AUTH_BASE, target, watcher);
      const to = new URL(page.url()).searchParams.get('to');
      expect(new URL(page.url()).pathname === LOGIN && to === target, `guarded ${target} ended at ${pathOf(page)}`);
      await loginThroughForm(page, 'editor');
      await waitForPath(page, (p) => p === target, 'after signing in');
      await waitForApp(page);
      await settle(page, watcher);
      expectClean(watcher, 'D8 sign-in');
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// E1–E4: /callback

const b64url = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

/**
 * A fake OpenID provider on page.route: discovery, /authorize (redirects back to /callback, optionally
 * with a wrong state) and /token (an ID token carrying the nonce of the attempt). Signatures are not
 * checked by the browser client (the library validates claims; the back channel is trusted).
 */
async function fakeIdp(page, { wrongState = false } = {}) {
  const idp = { authorize: [], token: [], lastCallbackUrl: null };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  await page.route(
    (url) => url.origin === new URL(OIDC.authority).origin,
    async (route) => {
      const req = route.request();
      const url = new URL(req.url());
      if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      if (url.pathname.endsWith('/.well-known/openid-configuration')) {
        return route.fulfill({
          headers: cors,
          json: {
            issuer: OIDC.authority,
            authorization_endpoint: `${OIDC.authority}/authorize`,
            token_endpoint: `${OIDC.authority}/token`,
            jwks_uri: `${OIDC.authority}/jwks`,
            response_types_supported: ['code'],
            code_challenge_methods_supported: ['S256'],
          },
        });
      }
      if (url.pathname.endsWith('/authorize')) {
        const p = Object.fromEntries(url.searchParams);
        idp.authorize.push(p);
        const back = new URL(p.redirect_uri);
        back.searchParams.set('code', `code-${idp.authorize.length}`);
        back.searchParams.set('state', wrongState ? `${p.state}x` : p.state);
        idp.lastCallbackUrl = back.href;
        return route.fulfill({ status: 302, headers: { location: back.href } });
      }
      if (url.pathname.endsWith('/token')) {
        const body = new URLSearchParams(req.postData() ?? '');
        idp.token.push(Object.fromEntries(body));
        const attempt = idp.authorize.at(-1) ?? {};
        const now = Math.floor(Date.now() / 1000);
        const idToken = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({
          iss: OIDC.authority,
          sub: 'oidc|e2e-42',
          aud: OIDC.clientId,
          exp: now + 3600,
          iat: now,
          nonce: attempt.nonce,
          name: 'Olivia Idp',
          email: 'olivia@idp.tessera.test',
        })}.c2ln`;
        return route.fulfill({
          headers: cors,
          json: {
            access_token: 'opaque-access-token-e2e-0001',
            token_type: 'Bearer',
            expires_in: 3600,
            scope: 'openid profile email',
            id_token: idToken,
          },
        });
      }
      return route.fulfill({ status: 404, headers: cors, body: 'not found' });
    },
  );
  return idp;
}

/** Context for the hosted sign-in tests: no mock worker (requests to the IdP must be routable). */
async function oidcContext(t) {
  if (!AUTH_BASE) t.skip(`skipped: ${NEEDS_AUTH_BASE}`);
  return openContext(t, {
    base: AUTH_BASE,
    contextOptions: { serviceWorkers: 'block' },
    // Without the mock worker the app's own /api is absent; the start-up renewal may fail (only logged).
    allow: [/\/api\//],
    allowOrigins: [new URL(OIDC.authority).origin],
  });
}

async function startHostedSignIn(page, base, watcher, returnTo) {
  await goto(page, base, `${LOGIN}?to=${encodeURIComponent(returnTo)}`, watcher);
  await page.getByRole('button', { name: /single sign-on/i }).click();
}

async function callbackError(page) {
  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
  await alert.waitFor({ state: 'visible', timeout: 10000 });
  return alert;
}

const noSession = async (page) => sessionSnapshot(await storage(page));

const e = [
  {
    name: 'E1: /callback without parameters shows an error with a link to sign in; no crash',
    async run(t) {
      requireRoutes(t, '/callback', LOGIN);
      for (const base of [t.base, AUTH_BASE].filter(Boolean)) {
        const { page, watcher } = await openContext(t, { base });
        const landed = await settledPath(page, base, '/callback', watcher, { quietMs: 800 });
        expect(landed === '/callback', `ended at ${landed}`);
        const alert = await callbackError(page);
        const text = (await alert.innerText()).trim();
        expect(/sign-in|set up|nothing to complete/i.test(text), `unexpected callback message: ${text}`);
        const link = page.getByRole('link', { name: /back to login/i });
        expect((await link.getAttribute('href')) === LOGIN, 'no "Back to login" link to /pages/login');
        await link.click();
        await waitForPath(page, (p, u) => u.pathname === LOGIN, 'following the link');
        await page.locator('form input[type="password"]').waitFor({ state: 'visible', timeout: 5000 });
        expectClean(watcher, `E1 on ${base}`);
        t.log(`${base}: "${text.replace(/\s+/g, ' ').slice(0, 90)}"`);
      }
    },
  },
  {
    name: 'E2: code with an unknown or mismatched state is rejected; nothing stored; no token exchange',
    async run(t) {
      const { page, watcher } = await oidcContext(t);
      const idp = await fakeIdp(page, { wrongState: true });
      // (a) a forged callback URL with a state this browser never issued
      await settledPath(page, AUTH_BASE, '/callback?code=forged&state=never-issued', watcher, { quietMs: 800 });
      let alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `forged state: ${await alert.innerText()}`);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      expect((await noSession(page)).length === 0, 'session keys stored after a forged callback');
      // (b) a real attempt that comes back with a different state
      await startHostedSignIn(page, AUTH_BASE, watcher, '/pages/comingsoon');
      await waitForPath(page, (p, u) => u.pathname === '/callback', 'returning from the provider');
      alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `mismatched state: ${await alert.innerText()}`);
      expect(idp.authorize.length === 1, `${idp.authorize.length} authorization requests`);
      expect(idp.token.length === 0, `the code was exchanged ${idp.token.length} time(s) despite the wrong state`);
      expect((await noSession(page)).length === 0, `session keys stored: ${(await noSession(page)).join(', ')}`);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      await settle(page, watcher);
      expectClean(watcher, 'E2');
    },
  },
  {
    name: 'E3: error=access_denied with an HTML error_description is shown as text',
    async run(t) {
      requireRoutes(t, '/callback');
      const { page, watcher, dialogs } = await openContext(t);
      const payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>';
      const query = new URLSearchParams({ error: 'access_denied', error_description: payload });
      await settledPath(page, t.base, `/callback?${query}`, watcher, { quietMs: 800 });
      const alert = await callbackError(page);
      const text = await alert.innerText();
      expect(text.includes(payload), `the description is not shown as text: ${text.slice(0, 200)}`);
      expect(/refused/i.test(text), `no "refused" message: ${text.slice(0, 120)}`);
      expect((await alert.locator('img, script').count()) === 0, 'the description became markup');
      expect((await page.evaluate(() => window.__xss)) === undefined && !dialogs.length, 'the payload executed');
      expect(new URL(page.url()).search === '', `error parameters still in the URL: ${page.url()}`);
      expectClean(watcher, 'E3');
    },
  },
  {
    name: 'E4: a /callback URL with code/state is cleaned (replaceState) and a reload shows a friendly state, no loop',
    async run(t) {
      requireRoutes(t, '/callback');
      const { page, watcher } = await openContext(t);
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations += 1;
      });
      await settledPath(page, t.base, '/callback?code=abc&state=def', watcher, { quietMs: 800 });
      await callbackError(page);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      const historyUrl = await page.evaluate(() => location.href);
      expect(!/code=|state=/.test(historyUrl), 'the history entry keeps code/state');
      navigations = 0;
      await page.reload({ waitUntil: 'load' });
      await waitForApp(page);
      await page.waitForTimeout(1500);
      await callbackError(page);
      expect(new URL(page.url()).pathname === '/callback', `reload ended at ${pathOf(page)}`);
      expect(navigations <= 2, `${navigations} navigations after one reload (loop?)`);
      expectClean(watcher, 'E4');
    },
  },
  {
    name: 'E4: successful hosted sign-in lands on the return path; Back/reload of /callback does not re-run or loop',
    async run(t) {
      const { page, watcher } = await oidcContext(t);
      const idp = await fakeIdp(page);
      const returnTo = '/pages/comingsoon';
      await startHostedSignIn(page, AUTH_BASE, watcher, returnTo);
      await waitForPath(page, (p) => p === returnTo, 'after the provider redirect');
      await waitForApp(page);
      const auth = idp.authorize[0] ?? {};
      expect(
        auth.response_type === 'code' && auth.code_challenge_method === 'S256' && auth.state && auth.nonce,
        `authorization request: ${JSON.stringify(auth)}`,
      );
      expect(idp.token.length === 1 && idp.token[0].code_verifier, `token exchange: ${JSON.stringify(idp.token)}`);
      const store = await storage(page);
      const user = JSON.parse(store.userInfo ?? '{}');
      expect(
        store.loggedIn === 'true' && user.providerId === 'oidc' && user.displayName === 'Olivia Idp',
        `stored session: ${JSON.stringify(user)}`,
      );
      const entries = await page.evaluate(() => history.length);

      // Back: never to a /callback URL carrying the used code.
      await page.goBack({ waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(!/code=/.test(page.url()), `Back went to ${page.url()}`);
      t.log(`history length ${entries}; Back went to ${pathOf(page)}`);

      // Reload of /callback (no parameters left): a friendly message, still signed in, nothing exchanged.
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations += 1;
      });
      await settledPath(page, AUTH_BASE, '/callback', watcher, { quietMs: 1500 });
      await callbackError(page);
      expect(navigations <= 2, `${navigations} navigations (loop?)`);
      // The old callback URL replayed (bookmark, history): the state was used up, nothing is exchanged again.
      await settledPath(page, AUTH_BASE, new URL(idp.lastCallbackUrl).pathname + new URL(idp.lastCallbackUrl).search, watcher, {
        quietMs: 1500,
      });
      const alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `replayed callback: ${await alert.innerText()}`);
      expect(idp.token.length === 1, `the code was exchanged ${idp.token.length} times`);
      expect((await storage(page)).loggedIn === 'true', 'a replayed callback ended the session');
      expectClean(watcher, 'E4 success');
    },
  },
];

export const tests = [...b13, ...c, ...d, ...e];
