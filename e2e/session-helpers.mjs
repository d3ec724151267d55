// Shared by the session-*.spec.mjs files: session, role and /callback reliability cases that need a real browser
// (RELIABILITY.md B13 in session-expiry, C1, C4, C6 in session-tabs, D1, D2, D8 in session-roles, E1–E4 in
// session-callback). They run against the production build with the mock service worker, like the crawl.
//
// A few cases (the second D8 test, E2, the second E4 test; E1 also runs against it when given) need a second
// build with sign-in enforced and hosted sign-in configured (a fake identity provider is served by page.route). Without it those tests are skipped with the reason:
//   VITE_AUTH_REQUIRED=true VITE_OIDC_AUTHORITY=https://idp.tessera.test VITE_OIDC_CLIENT_ID=tessera-e2e \
//     npx vite build --outDir /tmp/auth-dist
//   npx vite preview --outDir /tmp/auth-dist --port 4174 --host 127.0.0.1
//   E2E_AUTH_BASE=http://127.0.0.1:4174 node e2e/run.mjs e2e/session-roles.spec.mjs e2e/session-callback.spec.mjs
import { expect, settle, waitForApp, watchPage } from './fixtures.mjs';
import { pathOf } from './flows.mjs';

export const LOGIN = '/pages/login';
export const SESSION_KEYS = ['userInfo', 'accessToken', 'tokenExpiry', 'loggedIn'];

export const AUTH_BASE = (process.env.E2E_AUTH_BASE || '').replace(/\/$/, '');
export const NEEDS_AUTH_BASE =
  'needs E2E_AUTH_BASE: a build with VITE_AUTH_REQUIRED=true and VITE_OIDC_AUTHORITY/CLIENT_ID (see the top of session-helpers.mjs)';

// ---------------------------------------------------------------------------------------------------------
// helpers

/** A new context (external requests aborted unless `allowOrigins`), one page and its problem watcher. */
export async function openContext(t, { base = t.base, contextOptions = {}, allow = [], allowOrigins = [] } = {}) {
  const context = await t.newContext(contextOptions);
  const origin = new URL(base).origin;
  await context.route(
    (url) => url.origin !== origin && !allowOrigins.includes(url.origin),
    (route) => route.abort(),
  );
  const page = await openPage(context, base, allow);
  return { context, ...page };
}

export async function openPage(context, base, allow = []) {
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

export async function markDocument(page) {
  await page.evaluate(() => {
    window.__e2eSameDocument = true;
  });
}
export async function expectSameDocument(page, what) {
  const same = await page.evaluate(() => window.__e2eSameDocument === true);
  expect(same, `${what}: the page reloaded (expected an in-app navigation)`);
}

export const sessionSnapshot = (store) => SESSION_KEYS.filter((k) => store[k] !== undefined);

/** Opens `path` and waits until the URL has not changed for `quietMs` (guards may redirect late). */
export async function settledPath(page, base, path, watcher, { quietMs = 1500 } = {}) {
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
