// Shared helpers for e2e specs (playwright-core only; no @playwright/test).
// A spec module exports `tests` (array) or `collect(ctx)` returning an array of
//   { name, run: async (t) => void, timeout?: ms }
// where `t` holds { browser, base, routes, newContext, skip, log } (see run.mjs).
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DEMO_USERS = {
  admin: { email: 'admin@admin.com', password: 'adminadmin' },
  editor: { email: 'editor@editor.com', password: 'editoreditor' },
};

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** Thrown to mark a test skipped (reported, never counted as a failure). */
export class Skip extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'Skip';
  }
}
export const skip = (reason) => {
  throw new Skip(reason);
};

/** A failed expectation with a one-line reason. */
export class Failure extends Error {}
export function expect(condition, message) {
  if (!condition) throw new Failure(message);
}

/** Prefix of the console line the init script below writes for each Content-Security-Policy violation. */
export const CSP_MARK = '[csp-violation]';

/**
 * Runs in every document before its own scripts: reports each `securitypolicyviolation` event (also the ones
 * a library swallows, e.g. a caught `new Function`) as a console error that watchPage records as kind "csp".
 */
function reportCspViolations(mark) {
  addEventListener(
    'securitypolicyviolation',
    (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
      console.error(
        `${mark} ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}${where}${e.sample ? ` sample: ${e.sample}` : ''}`,
      );
    },
    true,
  );
}

/**
 * Collects what counts as an error on a page: console errors, uncaught exceptions, failed same-origin
 * sub-requests (status >= 400 or network failure), Content-Security-Policy violations (kind "csp": the
 * event, via an init script, and Chromium's own "Refused to …" console line). `allow` lists URL patterns the
 * page handles itself. `state` labels each problem with what the test was doing (e.g. "dark/390").
 *
 * A document that is being replaced is not judged: a request it issues after a navigation of its frame has
 * started (the frame's navigation request was sent, so beforeunload has run) and before that navigation commits
 * comes from a page on its way out. The mock API's service worker no longer answers such a document (MSW drops a
 * client on beforeunload), so those late fetches reach the preview server and 404. Their problems (the response,
 * a network failure, Chromium's "Failed to load resource" line) are held back and dropped once the navigation
 * commits a new document in that frame; if it does not commit (it failed, answered 204, or is still pending when
 * the test reads the problems) they count like any other. Whatever a document asked before the navigation
 * started always counts.
 */
export function watchPage(page, base, { allow = [] } = {}) {
  const origin = new URL(base).origin;
  const allowed = (url) => allow.some((re) => re.test(url));
  const w = {
    state: '',
    problems: [],
    inflight: 0,
    lastActivity: Date.now(),
    add(kind, text) {
      w.problems.push({ state: w.state, kind, text: String(text).replace(/\s+/g, ' ').slice(0, 300) });
    },
    take() {
      // Still held means no commit has shown that the document was replaced: it counts.
      for (const entry of leaving.values()) w.problems.push(...entry.held.splice(0));
      const p = w.problems;
      w.problems = [];
      return p;
    },
  };
  // Documents on their way out (see above). frame -> the navigation under way in it: { url it will commit,
  // committed, failed, held: problems awaiting the verdict }. Each request the old document issues meanwhile -> that
  // entry (and its URL -> the entry, for Chromium's console line, which names only the URL).
  const leaving = new Map();
  const leavingRequest = new WeakMap();
  const leavingUrl = new Map();
  const sameDocument = (a, b) => a.split('#')[0] === b.split('#')[0];
  const addFrom = (entry, kind, text) => {
    if (!entry || entry.failed) return w.add(kind, text);
    if (entry.committed) return; // the document that asked has been replaced
    const before = w.problems.length;
    w.add(kind, text);
    entry.held.push(...w.problems.splice(before));
  };
  const stays = (entry) => {
    entry.failed = true;
    w.problems.push(...entry.held.splice(0));
  };
  // Registered before the caller's first navigation (Playwright sends commands in order).
  w.ready = page.addInitScript(reportCspViolations, CSP_MARK).catch(() => {});
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (text.startsWith(CSP_MARK)) return w.add('csp', text.slice(CSP_MARK.length + 1));
    if (/Content Security Policy/.test(text)) return w.add('csp', text);
    const url = msg.location()?.url ?? '';
    if (/Failed to load resource/.test(text)) {
      if (allowed(url) || !url.startsWith(origin)) return;
      return addFrom(leavingUrl.get(url), 'console', text);
    }
    w.add('console', text);
  });
  page.on('pageerror', (err) => w.add('pageerror', err?.stack?.split('\n').slice(0, 2).join(' ') ?? err));
  page.on('request', (req) => {
    w.inflight += 1;
    w.lastActivity = Date.now();
    const frame = req.frame();
    if (req.isNavigationRequest()) {
      // A redirect continues the same navigation (and keeps what it holds); only the URL it will commit changes.
      const entry = leaving.get(frame);
      if (entry && req.redirectedFrom()) entry.url = req.url();
      else leaving.set(frame, { url: req.url(), committed: false, failed: false, held: [] });
      return;
    }
    const entry = leaving.get(frame);
    if (entry) {
      leavingRequest.set(req, entry);
      leavingUrl.set(req.url(), entry);
    } else leavingUrl.delete(req.url());
  });
  page.on('framenavigated', (frame) => {
    const entry = leaving.get(frame);
    // A same-document navigation of the old document (history.pushState) has another URL: it is not the commit.
    if (!entry || !sameDocument(frame.url(), entry.url)) return;
    entry.committed = true;
    entry.held.length = 0;
    leaving.delete(frame);
  });
  page.on('framedetached', (frame) => {
    const entry = leaving.get(frame);
    if (entry) stays(entry);
    leaving.delete(frame);
  });
  const done = () => {
    w.inflight = Math.max(0, w.inflight - 1);
    w.lastActivity = Date.now();
  };
  /** The navigation request ended without a new document (failed, 204/205): the old document stays. */
  const noNewDocument = (req) => {
    const entry = leaving.get(req.frame());
    if (!entry || !sameDocument(req.url(), entry.url)) return;
    stays(entry);
    leaving.delete(req.frame());
  };
  page.on('requestfinished', (req) => {
    done();
    if (!req.isNavigationRequest()) return;
    req.response().then(
      (res) => [204, 205].includes(res?.status()) && noNewDocument(req),
      () => {},
    );
  });
  page.on('requestfailed', (req) => {
    done();
    if (req.isNavigationRequest()) return noNewDocument(req);
    const url = req.url();
    const error = req.failure()?.errorText ?? '';
    // Reloads and route changes abort what is in flight: that is not a failure of the page.
    if (!url.startsWith(origin) || allowed(url) || /ERR_ABORTED/.test(error)) return;
    addFrom(leavingRequest.get(req), 'request', `${error} ${url.slice(origin.length)}`);
  });
  page.on('response', (res) => {
    const url = res.url();
    if (res.status() < 400 || !url.startsWith(origin) || allowed(url)) return;
    if (res.request().isNavigationRequest()) return;
    addFrom(leavingRequest.get(res.request()), 'request', `${res.status()} ${res.request().method()} ${url.slice(origin.length)}`);
  });
  return w;
}

/** Waits until no request has been in flight for `quietMs` (bounded by `maxMs`). */
export async function settle(page, watcher, { quietMs = 300, maxMs = 8000 } = {}) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    if (watcher.inflight === 0 && Date.now() - watcher.lastActivity >= quietMs) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => document.fonts?.ready.then(() => true)).catch(() => {});
  // Two animation frames so layout after the last response is done.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))).catch(() => {});
}

/** The app has rendered a route: boot overlay hidden and a visible <h1>. Returns the h1 text or throws. */
export async function waitForApp(page, { timeout = 15000 } = {}) {
  const h1 = page.locator('h1:visible').first();
  try {
    await h1.waitFor({ state: 'visible', timeout });
  } catch {
    const path = new URL(page.url()).pathname;
    const text = await page.evaluate(() => (document.body.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 120)).catch(() => '');
    throw new Failure(`no visible h1 within ${timeout} ms at ${path} (page text: "${text}")`);
  }
  // The page renders before the mock API worker is up; tests that fetch /api themselves need it (src/main.tsx).
  await page
    .locator('html[data-api="ready"]')
    .waitFor({ state: 'attached', timeout })
    .catch(() => {
      throw new Failure(`the API was not ready within ${timeout} ms (no html[data-api="ready"])`);
    });
  return (await h1.innerText().catch(() => '')).trim();
}

/** Opens a path and waits for the app to render it and the network to go quiet. */
export async function gotoRoute(page, base, path, watcher, options = {}) {
  await page.goto(base + path, { waitUntil: 'load', timeout: options.timeout ?? 30000 });
  const h1 = await waitForApp(page, options);
  if (watcher) await settle(page, watcher);
  return h1;
}

/**
 * Signs in through the page: calls POST /api/auth/login from the app's origin (answered by the mock
 * service worker) and stores the session as the app does (SESSION_KEYS in src/lib/session/session.store).
 * The page must already show the app (so the worker controls it). Reload or navigate afterwards.
 */
export async function signedInAs(page, role = 'admin') {
  const user = DEMO_USERS[role];
  if (!user) throw new Error(`no demo user for role ${role}`);
  const result = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await res.json().catch(() => null);
    if (!body?.accessToken || !body?.userData) return { ok: false, status: res.status, body };
    const payload = JSON.parse(atob(body.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const u = body.userData;
    localStorage.setItem(
      'userInfo',
      JSON.stringify({
        uid: u.uid,
        displayName: u.displayName,
        about: u.about ?? '',
        photoURL: u.photoURL ?? '',
        status: u.status ?? 'online',
        userRole: u.userRole ?? 'admin',
        email: u.email,
        providerId: 'jwt',
      }),
    );
    localStorage.setItem('accessToken', body.accessToken);
    localStorage.setItem('tokenExpiry', String(payload.exp * 1000));
    localStorage.setItem('loggedIn', 'true');
    return { ok: true };
  }, user);
  if (!result.ok) throw new Failure(`login API refused ${role}: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
}

/** axe-core on the current page; throws listing serious/critical violations. */
export async function axeViolations(page, { disableRules = [], withRules = [] } = {}) {
  const builder = new AxeBuilder({ page });
  if (withRules.length) builder.withRules(withRules);
  if (disableRules.length) builder.disableRules(disableRules);
  const report = await builder.analyze();
  return report.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×: ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')
          .slice(0, 140)})`,
    );
}

export async function expectNoAxeViolations(page, options) {
  const found = await axeViolations(page, options);
  expect(found.length === 0, `axe: ${found.join('; ')}`);
}

/** Horizontal page scroll (the page, not an inner scroller), in px beyond the viewport. */
export async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const el = document.scrollingElement || document.documentElement;
    return el.scrollWidth - window.innerWidth;
  });
}

/** Finds which element sticks out to the right (for the failure message). */
export async function widestElement(page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    let worst = null;
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 1) continue;
      // Skip anything inside a horizontally scrolling box: it does not widen the page.
      let p = el.parentElement;
      let clipped = false;
      while (p && p !== document.body) {
        const s = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(s.overflowX)) {
          clipped = true;
          break;
        }
        p = p.parentElement;
      }
      if (clipped) continue;
      if (!worst || r.right > worst.right) {
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 3).join('.') : '';
        worst = { right: Math.round(r.right), tag: `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}` };
      }
    }
    return worst ? `${worst.tag} reaches ${worst.right}px` : '';
  });
}

/**
 * For tests that feed hostile HTML on purpose: sanitizers and editors (DOMPurify, Quill's clipboard) parse it in an
 * inert DOMParser document, and Chromium applies the page's CSP there too, reporting the on* attributes and
 * <base href> it meets (script-src-attr / base-uri) although nothing can run. Those reports are dropped; the
 * tests themselves assert that nothing executed (canary) and that the rendered DOM is clean.
 */
export function dropInertParseReports(watcher) {
  const inert = /inline event handler violates|script-src-attr blocked inline|document's base URI|base-uri blocked/;
  watcher.problems = watcher.problems.filter((p) => !(p.kind === 'csp' && inert.test(p.text)));
}
