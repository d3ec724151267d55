// RELIABILITY.md C1, C4, C6 in a real browser: two tabs of one session, and two users one after the other in
// the same browser. Overview and shared helpers of the session-*.spec.mjs files: session-helpers.mjs.
import { expect, settle, signedInAs, waitForApp } from './fixtures.mjs';
import { expectClean, goto, loginThroughForm, openUserMenu, pathOf, recordApi, requireRoutes, storage, waitForPath } from './flows.mjs';
import { expectSameDocument, LOGIN, markDocument, openContext, openPage, SESSION_KEYS, sessionSnapshot } from './session-helpers.mjs';

const USER_PREFIX = 'tessera.user.';
/**
 * C1 "goes to login within ~1 s": tab B's in-memory state must be dropped within 1 s of the logout; the
 * login page itself also waits for its lazy chunk, which took 2.4–5.2 s on this 2-core box under a load
 * average of 25, hence a looser default here. E2E_C1_MS=1000 checks the spec number on an idle machine.
 */
const C1_LIMIT_MS = Number(process.env.E2E_C1_MS || 8000);

async function logoutThroughMenu(page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: /^log ?out$/i }).click();
}

const userKeys = (store) => Object.keys(store).filter((k) => k.startsWith(USER_PREFIX));
/** User-scoped keys that still hold something (a store may write back its empty state: `[]`). */
const userData = (store) => userKeys(store).filter((k) => !['[]', '{}', 'null', ''].includes(store[k]));

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

export const tests = [...c];
