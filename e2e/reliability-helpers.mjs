// Shared by the reliability-*.spec.mjs files: the RELIABILITY.md cases that need a real browser and are not
// covered by the session-*.spec.mjs files (B13, C1, C4, C6, D1, D2, D8, E1–E4), email.spec.mjs (F1, F3),
// quill.spec.mjs (F9) or routes.spec.mjs (J1: the crawl runs under the preview's strict CSP). Every test name
// starts with its case id(s); docs/reliability.md maps each id to its tests (checked by
// src/app/reliability-map.test.ts). One spec file per group of cases: reliability-storage (A),
// reliability-tokens (B), reliability-guards (D, E), reliability-content (F, G), reliability-faults (H),
// reliability-interaction and reliability-text (I), reliability-build (J).
//
// Faults the mock service worker cannot produce on demand (a 401 from login, a 500 on one endpoint,
// offline, an unreachable server) are injected one level above it: an init script wraps window.fetch
// before the app boots, so the app's own request() sees the fault exactly as it would from a server.
// Requests answered by the worker are invisible to page.route, which is why faults are not routed.
import { Failure, signedInAs, watchPage } from './fixtures.mjs';
import { goto } from './flows.mjs';

export const LOGIN = '/pages/login';
export const SESSION_KEYS = ['userInfo', 'accessToken', 'tokenExpiry', 'loggedIn'];

/**
 * Wraps window.fetch before any app script runs. Rules ({ path, method?, status?, body?, error?, type?,
 * kind?: 'network' | 'hang' | 'slow', delayMs?, times? }) can be given up front or set later with setFaults().
 * 'slow' passes the call on to the real fetch after delayMs. Every fetch is
 * recorded in window.__e2eFetches (method, path, Authorization, faulted).
 */
function faultInit(initialRules) {
  const real = window.fetch.bind(window);
  window.__e2eFaults = initialRules;
  window.__e2eFetches = [];
  const headerOf = (headers, name) => {
    if (!headers) return null;
    if (headers instanceof Headers) return headers.get(name);
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    return key ? headers[key] : null;
  };
  window.fetch = async (input, init = {}) => {
    const href = input instanceof Request ? input.url : String(input);
    const url = new URL(href, location.href);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const auth = headerOf(init.headers, 'authorization') ?? (input instanceof Request ? input.headers.get('authorization') : null);
    const rule =
      url.origin === location.origin
        ? window.__e2eFaults.find(
            (r) => url.pathname.startsWith(r.path) && (!r.method || r.method === method) && (r.times === undefined || r.times > 0),
          )
        : undefined;
    window.__e2eFetches.push({ method, path: url.pathname, auth, faulted: Boolean(rule) });
    if (!rule) return real(input, init);
    if (rule.times !== undefined) rule.times -= 1;
    if (rule.delayMs) await new Promise((r) => setTimeout(r, rule.delayMs));
    if (rule.kind === 'slow') return real(input, init);
    if (rule.kind === 'network') throw new TypeError('Failed to fetch');
    if (rule.kind === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal.reason ?? new DOMException('Aborted', 'AbortError')));
      });
    }
    const body = rule.body ?? JSON.stringify({ error: rule.error ?? 'Internal server error' });
    return new Response(body, { status: rule.status ?? 500, headers: { 'content-type': rule.type ?? 'application/json' } });
  };
}

export const setFaults = (page, rules) =>
  page.evaluate((r) => {
    window.__e2eFaults = r;
  }, rules);
export const fetches = (page) => page.evaluate(() => window.__e2eFetches ?? []);

/** A new context (other origins aborted), one page with a problem watcher, dialogs recorded and dismissed. */
export async function open(t, { contextOptions = {}, allow = [], faults = null, init = null } = {}) {
  const context = await t.newContext(contextOptions);
  const origin = new URL(t.base).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (faults) await context.addInitScript(faultInit, faults);
  if (init) await context.addInitScript(init.fn, init.arg);
  const page = await context.newPage();
  const watcher = watchPage(page, t.base, { allow: [...allow, { test: (url) => !url.startsWith(origin) }] });
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return { context, page, watcher, dialogs };
}

/** Writes localStorage of the app's origin from a static file of that origin (no app boot, no worker). */
export async function seedStorage(page, base, entries) {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) {
      if (v === null) localStorage.removeItem(k);
      else localStorage.setItem(k, v);
    }
  }, entries);
}

/** DOM facts that mean injected markup became live: on* attributes, script URLs, the canary. */
export async function liveMarkup(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const el of document.querySelectorAll('#root *')) {
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) bad.push(`${el.tagName.toLowerCase()}[${a.name}]`);
        if (/^(href|src|xlink:href|action|formaction)$/i.test(a.name) && /^\s*(javascript|data|vbscript):/i.test(a.value))
          bad.push(`${el.tagName.toLowerCase()}[${a.name}=${a.value.slice(0, 30)}]`);
      }
    }
    if (window.__xss) bad.push('window.__xss was set');
    return bad;
  });
}

export function ignoreUndefined(store) {
  return Object.fromEntries(Object.entries(store).filter(([, v]) => v !== undefined && v !== null));
}

/** Signed in as `options.role` (editor) through the login API, then on `path`. */
export async function signedInPage(t, path, options = {}) {
  const opened = await open(t, options);
  await goto(opened.page, t.base, '/pages/error-404', opened.watcher);
  await signedInAs(opened.page, options.role ?? 'editor');
  await goto(opened.page, t.base, path, opened.watcher);
  return opened;
}

// ---------------------------------------------------------------------------------------------------------
// The import page (G cases and the file names of I5)

export const IMPORT = '/import-export/import';

/** Chooses a file on the import page and returns the failure alert text, or null when a preview shows. */
export async function importFile(page, file) {
  await page.getByTestId('import-file-input').setInputFiles(file);
  const failed = page.getByRole('alert').filter({ hasText: /could not be imported/ });
  const preview = page.getByRole('table');
  await Promise.race([
    failed.first().waitFor({ state: 'visible', timeout: 30000 }),
    preview.first().waitFor({ state: 'visible', timeout: 30000 }),
  ]).catch(() => {});
  if (await failed.count()) return (await failed.first().innerText()).replace(/\s+/g, ' ');
  if (await preview.count()) return null;
  throw new Failure(`${typeof file === 'string' ? file : file.name}: neither an error nor a preview within 30 s`);
}

export async function startOver(page) {
  const again = page.getByRole('button', { name: 'Import another' });
  if (await again.count()) await again.click();
}
