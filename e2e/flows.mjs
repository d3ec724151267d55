// Helpers for the user-flow specs (apps.spec.mjs, email.spec.mjs, shop.spec.mjs). Not a spec itself: run.mjs only loads *.spec.mjs.
import { DEMO_USERS, Failure, gotoRoute, settle, signedInAs, waitForApp, watchPage } from './fixtures.mjs';

/** Skips the test when a route it needs is not in the registry (a path, one of its urls, or a match of `:param`). */
/** A short text no earlier run wrote, to find what this run created. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export function requireRoutes(t, ...paths) {
  const matches = (pattern, path) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`).test(path);
  for (const path of paths) {
    if (!t.routes.some((r) => r.path === path || r.urls?.includes(path) || matches(r.path, path)))
      t.skip(`skipped: route ${path} not registered`);
  }
}

/** Path, query and hash of the page's URL. */
export const pathOf = (page) => {
  const u = new URL(page.url());
  return u.pathname + u.search + u.hash;
};

/** Waits until `test(path + query + hash, url)` holds, else fails saying where the page still is. */
export async function waitForPath(page, test, what, timeout = 15000) {
  try {
    await page.waitForURL((u) => test(u.pathname + u.search + u.hash, u), { timeout });
  } catch {
    throw new Failure(`${what}: still at ${pathOf(page)} after ${timeout} ms`);
  }
}

/** Everything in localStorage, as strings. */
export const storage = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

/** Signs in through the login form (the page must show it); returns the form. */
export async function loginThroughForm(page, role, { password } = {}) {
  const user = DEMO_USERS[role];
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[type="password"]') })
    .first();
  await form.waitFor({ state: 'visible', timeout: 15000 });
  await form.locator('input[type="email"]').fill(user.email);
  await form.locator('input[type="password"]').fill(password ?? user.password);
  await form.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  return form;
}

/**
 * A fresh browser context signed in as `role` (fresh localStorage, so the mock DB starts from its seed),
 * showing `path`. Requests to other origins are aborted so a flow never waits on the internet.
 */
export async function openSignedIn(t, path, { role = 'editor', viewport, allow = [] } = {}) {
  const context = await t.newContext(viewport ? { viewport } : {});
  const origin = new URL(t.base).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const external = (url) => !url.startsWith(origin);
  const watcher = watchPage(page, t.base, { allow: [...allow, { test: external }] });
  await gotoRoute(page, t.base, '/pages/error-404', watcher);
  await signedInAs(page, role);
  await gotoRoute(page, t.base, path, watcher);
  return { context, page, watcher };
}

/** Fails with the first few console errors, page errors and failed requests collected so far (bar `ignore`). */
export function expectClean(watcher, when, ignore = null) {
  const problems = watcher.take().filter((p) => !(ignore && ignore.test(p.text)));
  if (problems.length) {
    throw new Failure(
      `${when}: ${problems
        .slice(0, 4)
        .map((p) => `${p.kind}: ${p.text}`)
        .join('; ')}`,
    );
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

// Shared by the session-*.spec.mjs and reliability-*.spec.mjs files ------------------------------------------

export async function goto(page, base, path, watcher) {
  await page.goto(base + path, { waitUntil: 'load' });
  const h1 = await waitForApp(page);
  if (watcher) await settle(page, watcher);
  return h1;
}

export async function openUserMenu(page) {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menu').waitFor({ state: 'visible', timeout: 5000 });
}

/** A main-layout page link in the sidebar (client-side navigation, no reload). */
export async function clickMenuLink(page, href) {
  await page.locator(`nav a[href="${href}"]`).first().click();
}

export function jwtPayload(token) {
  const part = String(token ?? '').split('.')[1] ?? '';
  try {
    return JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** Flips one character of a JWT's signature: same header and payload, no longer genuine. */
export function tamper(token) {
  const [h, p, s] = token.split('.');
  const last = s.slice(-2, -1) === 'A' ? 'B' : 'A';
  return `${h}.${p}.${s.slice(0, -2)}${last}${s.slice(-1)}`;
}

/**
 * Another document of the same origin stores a tampered copy of `token`: a real `storage` event the app re-reads.
 * Listeners run in the order they were added: when ours hears the event, the app's has re-read storage.
 * Returns the forged token.
 */
export async function forgeStoredToken(context, page, base, token) {
  const heard = page.evaluate(
    () => new Promise((resolve) => addEventListener('storage', (ev) => ev.key === 'accessToken' && resolve(true))),
  );
  const other = await context.newPage();
  await other.goto(`${base}/favicon.svg`);
  const forged = tamper(token);
  await other.evaluate((value) => localStorage.setItem('accessToken', value), forged);
  await heard;
  await other.close();
  return forged;
}

/** Records every /api call of a page: method, path, Authorization header and final status. */
export function recordApi(page, base) {
  const origin = new URL(base).origin;
  const calls = [];
  const byRequest = new Map();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
    const entry = { method: req.method(), path: url.pathname, auth: req.headers().authorization ?? null, status: null };
    byRequest.set(req, entry);
    calls.push(entry);
  });
  page.on('response', (res) => {
    const entry = byRequest.get(res.request());
    if (entry) entry.status = res.status();
  });
  page.on('requestfailed', (req) => {
    const entry = byRequest.get(req);
    if (entry) entry.status = 'failed';
  });
  return {
    calls,
    since: (n) => calls.slice(n),
    count: (path, from = 0) => calls.slice(from).filter((c) => c.path === path).length,
  };
}
