// RELIABILITY.md D and E cases in a real browser: route guards, redirects and bad route parameters (D3, D6, D7),
// social sign-in and the login page while signed in (E8, E9). D1, D2, D8 and E1–E4 are in the session-*.spec.mjs
// files. Overview and shared helpers: reliability-helpers.mjs.
import { DEMO_USERS, expect, horizontalOverflow, settle, signedInAs, waitForApp, widestElement } from './fixtures.mjs';
import { expectClean, goto, loginThroughForm, pathOf, recordApi, requireRoutes, shown, storage, waitForPath } from './flows.mjs';
import { liveMarkup, LOGIN, open } from './reliability-helpers.mjs';

// ---------------------------------------------------------------------------------------------------------
// D. route guards, redirects, bad parameters

const d = [
  {
    name: 'D3: login with to=https://evil.example, //evil.example, /\\evil.example or javascript: lands on our origin',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { page, watcher } = await open(t);
      const origin = new URL(t.base).origin;
      const visited = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      for (const to of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https:evil.example']) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await goto(page, t.base, `${LOGIN}?to=${encodeURIComponent(to)}`, watcher);
        await loginThroughForm(page, 'editor');
        await waitForPath(page, (p) => !p.startsWith(LOGIN), `to=${to}: after signing in`);
        await waitForApp(page);
        await settle(page, watcher);
        const u = new URL(page.url());
        expect(u.origin === origin, `to=${to}: ended off-site at ${page.url()}`);
        expect(!/evil/.test(u.pathname + u.search + u.hash), `to=${to}: ended at ${pathOf(page)}`);
      }
      const off = visited.filter((u) => !u.startsWith(origin) && u !== 'about:blank');
      expect(off.length === 0, `navigated off-site: ${off.join(', ')}`);
      expectClean(watcher, 'D3');
    },
  },
  {
    name: 'D6: an unknown path and /apps/user/user-view/<script> show a not-found page; the parameter is text',
    async run(t) {
      requireRoutes(t, '/pages/error-404', '/apps/user/user-view/:userId');
      const { page, watcher, dialogs } = await open(t, { allow: [/\/api\/user-management\/users\//] });
      for (const path of ['/no/such/page', '/apps/nope', '/dashboard/analytics/extra/segments']) {
        await goto(page, t.base, path, watcher);
        const where = new URL(page.url()).pathname;
        const text = await page.locator('h1:visible').first().innerText();
        expect(where === '/pages/error-404' || /not found|404/i.test(text), `${path}: ended at ${where} with h1 "${text}"`);
      }
      const payload = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
      await goto(page, t.base, `/apps/user/user-view/${encodeURIComponent(payload)}`, watcher);
      const alert = await shown(page.getByRole('alert').filter({ hasText: /not found/i }), 'no "not found" alert for the <script> id');
      const shownText = await alert.innerText();
      expect(!shownText.includes('<script>') || !(await page.locator('#root script').count()), 'a script element came from the id');
      expect((await page.locator('#root img[src="x"]').count()) === 0, 'an <img src=x> came from the id');
      const live = await liveMarkup(page);
      expect(!live.length && !dialogs.length, `live markup: ${live.join(', ')} dialogs: ${dialogs.join(', ')}`);
      expectClean(watcher, 'D6');
    },
  },
  {
    name: 'D7: user-view ids 999999, -1, abc, ..%2F.., 5 000 chars -> "not found" alert with a way back; no crash',
    async run(t) {
      requireRoutes(t, '/apps/user/user-view/:userId', '/apps/user/user-list');
      const { page, watcher } = await open(t, { allow: [/\/api\/user-management\/users\//] });
      for (const id of ['999999', '-1', 'abc', '..%2F..', '%2E%2E%2F%2E%2E%2Fapi', 'x'.repeat(5000)]) {
        await goto(page, t.base, `/apps/user/user-view/${id}`, watcher);
        const alert = await shown(page.getByRole('alert').filter({ hasText: /not found/i }), `id ${id.slice(0, 20)}: no "not found" alert`);
        expect((await alert.getByRole('link').count()) >= 1, `id ${id.slice(0, 20)}: the alert has no link back`);
        expect((await horizontalOverflow(page)) <= 1 || page.viewportSize().width > 1000, `id ${id.slice(0, 20)}: page scrolls sideways`);
      }
      await page.setViewportSize({ width: 390, height: 800 });
      await goto(page, t.base, `/apps/user/user-view/${'x'.repeat(5000)}`, watcher);
      const overflow = await horizontalOverflow(page);
      expect(overflow <= 1, `5 000-char id at 390 px: page scrolls ${overflow}px sideways (${await widestElement(page)})`);
      expectClean(watcher, 'D7');
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// E. social sign-in, already signed in

const e = [
  {
    name: 'E8: social popup blocked, or closed by the user -> danger toast "Error" with the reason; button usable again',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { context, page, watcher } = await open(t);
      await goto(page, t.base, LOGIN, watcher);
      const google = page.getByRole('button', { name: 'Sign in with Google' });
      await shown(google, 'no "Sign in with Google" button');
      // Closed by the user.
      const popupPromise = context.waitForEvent('page', { timeout: 10000 });
      await google.click();
      const popup = await popupPromise;
      await popup.waitForLoadState('domcontentloaded').catch(() => {});
      await popup.close();
      const toast = await shown(
        page.locator('[data-sonner-toast]').filter({ hasText: /closed before sign-in finished/ }),
        'no toast after closing the popup',
        10000,
      );
      expect(/Error/.test(await toast.innerText()), `the toast does not say "Error": ${await toast.innerText()}`);
      expect(
        await toast.evaluate((el) => el.getAttribute('data-type') === 'error' || /danger|error/.test(el.className)),
        'the toast is not a danger/error toast',
      );
      await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), null, { timeout: 6000 }).catch(() => {});
      expect(await google.isEnabled(), 'the Google button stayed disabled');
      // Blocked: window.open returns null.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await google.click();
      await shown(page.locator('[data-sonner-toast]').filter({ hasText: /was blocked/ }), 'no toast for a blocked popup', 10000);
      expect(await google.isEnabled(), 'the Google button stayed disabled after a blocked popup');
      expect(pathOf(page).startsWith(LOGIN), `left the login page for ${pathOf(page)}`);
      expectClean(watcher, 'E8');
    },
  },
  {
    name: 'E9: opening login while signed in says "You are already logged in!" and sends no second sign-in',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { page, watcher } = await open(t);
      const api = recordApi(page, t.base);
      await goto(page, t.base, '/pages/error-404', watcher);
      await signedInAs(page, 'editor');
      await goto(page, t.base, LOGIN, watcher);
      await shown(page.getByText('You are already logged in!'), 'no "You are already logged in!" on the login page');
      await settle(page, watcher, { quietMs: 600 });
      const before = (await storage(page)).accessToken;
      const from = api.calls.length;
      const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
      if (await form.count()) {
        await form
          .locator('input[type="email"]')
          .fill(DEMO_USERS.admin.email)
          .catch(() => {});
        await form
          .locator('input[type="password"]')
          .fill(DEMO_USERS.admin.password)
          .catch(() => {});
        await form
          .getByRole('button', { name: /^(log ?in|sign ?in)$/i })
          .click({ timeout: 3000 })
          .catch(() => {});
        await settle(page, watcher);
      }
      const logins = api.since(from).filter((c) => c.path === '/api/auth/login');
      expect(logins.length === 0, `${logins.length} login call(s) while signed in`);
      expect((await storage(page)).accessToken === before, 'the session was replaced');
      expectClean(watcher, 'E9');
    },
  },
];

export const tests = [...d, ...e];
