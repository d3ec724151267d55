// Helpers for the user-flow specs (apps.spec.mjs, shop.spec.mjs). Not a spec itself: run.mjs only loads *.spec.mjs.
import { Failure, gotoRoute, settle, signedInAs, watchPage } from './fixtures.mjs';

/** Skips the test when a route it needs is not in the registry (a feature not built yet). */
export function requireRoutes(t, ...paths) {
  for (const path of paths) {
    if (!t.routes.some((r) => r.path === path)) t.skip(`skipped: route ${path} not registered`);
  }
}

/**
 * A fresh browser context signed in as `role` (fresh localStorage, so the mock DB starts from its seed),
 * showing `path`. Requests to other origins are aborted so a flow never waits on the internet.
 */
export async function openSignedIn(t, path, { role = 'editor', viewport, allow = [] } = {}) {
  const context = await t.newContext(viewport ? { viewport } : {});
  const origin = new URL(t.base).origin;
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  const page = await context.newPage();
  const external = (url) => !url.startsWith(origin);
  const watcher = watchPage(page, t.base, { allow: [...allow, { test: external }] });
  await gotoRoute(page, t.base, '/pages/error-404', watcher);
  await signedInAs(page, role);
  await gotoRoute(page, t.base, path, watcher);
  return { context, page, watcher };
}

/** Fails with the first few console errors, page errors and failed requests collected so far. */
export function expectClean(watcher, when) {
  const problems = watcher.take();
  if (problems.length) {
    throw new Failure(`${when}: ${problems.slice(0, 3).map((p) => `${p.kind}: ${p.text}`).join('; ')}`);
  }
}

/** Waits until the locator is visible, else fails with `message`. */
export async function shown(locator, message, timeout = 15000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Failure(message);
  }
  return locator.first();
}

/** Waits until nothing matches the locator (or it is hidden), else fails with `message`. */
export async function gone(locator, message, timeout = 15000) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Failure(message);
  }
}

/** Polls `probe()` (async, in Node) until `accept(value)`; returns the value or fails with `message(value)`. */
export async function until(page, probe, accept, message, { timeout = 15000, interval = 100 } = {}) {
  const end = Date.now() + timeout;
  let value;
  for (;;) {
    value = await probe();
    if (accept(value)) return value;
    if (Date.now() > end) throw new Failure(typeof message === 'function' ? message(value) : message);
    await page.waitForTimeout(interval);
  }
}

/** A record of the mock DB as the app persisted it (src/mocks/db.ts: localStorage `tessera.mockdb.v1.<name>`). */
export async function mockDb(page, name) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  }, `tessera.mockdb.v1.${name}`);
}

/** Calls the app's mock API from the page (the service worker answers it). */
export async function apiCall(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Navigates in-app by clicking, then waits for the URL and a quiet network. */
export async function clickAndWaitUrl(page, watcher, locator, test, message) {
  await locator.click();
  try {
    await page.waitForURL((u) => test(u), { timeout: 15000 });
  } catch {
    throw new Failure(`${message} (now at ${new URL(page.url()).pathname}${new URL(page.url()).search})`);
  }
  await settle(page, watcher);
}

export { settle };
