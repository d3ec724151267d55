// RELIABILITY.md B13 in a real browser: the token expires mid-session (page.clock past exp). Overview and shared
// helpers of the session-*.spec.mjs files: session-helpers.mjs.
import { expect, Failure, settle, signedInAs, waitForApp } from './fixtures.mjs';
import {
  clickMenuLink,
  forgeStoredToken,
  goto,
  jwtPayload,
  loginThroughForm,
  pathOf,
  recordApi,
  requireRoutes,
  storage,
  waitForPath,
} from './flows.mjs';
import { expectSameDocument, LOGIN, markDocument, openContext, sessionSnapshot } from './session-helpers.mjs';

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

export const tests = [...b13];
