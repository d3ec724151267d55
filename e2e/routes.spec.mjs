// Route crawl driven by the registry (scripts/print-routes.mjs) and ../shared/routes.tsv.
// Every registered URL: light, dark, semi-dark at 390 and 1440 px (+ de, fr, pt at light/1440 for main-layout
// pages): final URL, visible h1, no console error / pageerror / failed same-origin request, no horizontal
// page scroll at 390 px, no serious or critical axe violation.
// Rows of routes.tsv that no entry serves yet are "unregistered": they must land on /pages/error-404.
// axe (E2E_AXE): "full" = every rule in every state; "default" = every rule at light/390 and light/1440,
// colour contrast only at dark/390, dark/1440 and semi-dark/1440 (semi-dark/390 looks like light/390: the dark
// sidebar is off-canvas), none in the locale states (same colours and structure as light/1440); "off".
// A full axe run costs 2-7 s on a big page here, so "full" roughly triples the crawl time.
// RELIABILITY J1: `vite preview` serves the strict CSP of csp.config.mjs and watchPage reports every violation
// (kind "csp"), so a violation on any route fails the crawl.
import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import {
  axeViolations,
  DEMO_USERS,
  Failure,
  horizontalOverflow,
  settle,
  signedInAs,
  waitForApp,
  watchPage,
  widestElement,
} from './fixtures.mjs';

const THEMES = ['light', 'dark', 'semi-dark'];
const LOCALES = ['de', 'fr', 'pt'];
/** The customizer button's label per locale (every main-layout page has it). */
const SHELL_LABEL = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../src/locales/${l}/common.json`, import.meta.url), 'utf8')).customizer.open]),
);
const AXE = process.env.E2E_AXE || 'default';
const AXE_PLAN = {
  full: () => 'full',
  default: (state) =>
    ({ 'light/390': 'full', 'light/1440': 'full', 'dark/390': 'contrast', 'dark/1440': 'contrast', 'semi-dark/1440': 'contrast' })[state] ??
    false,
  off: () => false,
};
const axeFor = (state) => (AXE_PLAN[AXE] ?? AXE_PLAN.default)(state);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const NOT_FOUND = '/pages/error-404';

/** Same-origin requests a page is allowed to see fail because it handles them (path -> URL patterns). */
export const HANDLED_FAILURES = {
  // '/pages/error-500': [/\/api\/some-endpoint/],
};

const trim = (p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export function crawlPlan(routes, rows) {
  const objects = routes.map((e, i) => ({ path: e.path, id: String(i) }));
  const entryFor = (url) => {
    const m = matchRoutes(objects, url.split('?')[0])?.at(-1);
    return m ? routes[Number(m.route.id)] : null;
  };
  const notFoundRegistered = entryFor(NOT_FOUND)?.path === NOT_FOUND;
  const visits = new Map();
  const unregistered = [];
  const add = (url, entry, row) => {
    if (visits.has(url)) return;
    const redirect = row?.expect?.startsWith('->') ? row.expect.slice(2).trim() : (entry?.redirect ?? null);
    visits.set(url, { url, entry, row, redirect, expect: redirect ?? url });
  };
  for (const entry of routes)
    for (const url of entry.urls ?? [])
      add(
        url,
        entry,
        rows.find((r) => r.path === url),
      );
  for (const row of rows) {
    const entry = entryFor(row.path);
    if (entry) add(row.path, entry, row);
    else if (row.expect === `-> ${NOT_FOUND}` && notFoundRegistered) add(row.path, null, row);
    else unregistered.push(row);
  }
  return { visits: [...visits.values()], unregistered, entryFor, notFoundRegistered };
}

function pathOf(url) {
  const u = new URL(url);
  return u.pathname + u.search;
}

function urlMatches(actual, expected) {
  const a = new URL(actual);
  const [ePath, eSearch] = expected.split('?');
  if (trim(a.pathname) !== trim(ePath)) return false;
  return eSearch === undefined || a.search === `?${eSearch}`;
}

/** Checks the page as it is now; returns problems for this state. */
const TIMING = process.env.E2E_TIMING === '1';
/** Time spent per phase of one route test (printed with E2E_TIMING=1). */
function phase(watcher, name, ms) {
  watcher.timing ??= {};
  watcher.timing[name] = (watcher.timing[name] ?? 0) + ms;
}
const phaseTimes = (watcher) =>
  Object.entries(watcher.timing ?? {})
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
    .join(', ');

async function inspect(page, watcher, visit, { phone, axe }) {
  const found = [];
  if (!urlMatches(page.url(), visit.expect)) found.push({ kind: 'url', text: `ended at ${pathOf(page.url())}, expected ${visit.expect}` });
  const h1 = await page
    .locator('h1:visible')
    .count()
    .catch(() => 0);
  if (!h1) found.push({ kind: 'h1', text: 'no visible h1' });
  if (phone) {
    const over = await horizontalOverflow(page).catch(() => 0);
    if (over > 1)
      found.push({
        kind: 'overflow',
        text: `page scrolls sideways by ${over}px at ${PHONE.width}px: ${await widestElement(page).catch(() => '')}`,
      });
  }
  if (axe) {
    const t0 = Date.now();
    try {
      const options = axe === 'contrast' ? { withRules: ['color-contrast'] } : {};
      for (const v of await axeViolations(page, options)) found.push({ kind: 'axe', text: v });
      phase(watcher, 'axe', Date.now() - t0);
    } catch (e) {
      found.push({ kind: 'axe', text: `axe could not run: ${String(e.message).split('\n')[0]}` });
    }
  }
  return found;
}

async function load(page, watcher, url) {
  let t0 = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 30000 });
  try {
    await waitForApp(page);
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    // The no-h1 case is reported by inspect(); keep going so the other checks still say something.
  }
  phase(watcher, 'load', Date.now() - t0);
  t0 = Date.now();
  await settle(page, watcher);
  phase(watcher, 'settle', Date.now() - t0);
}

function pageTest(visit, { base }) {
  const main = visit.entry?.layout === 'main';
  return {
    name: `${visit.url}`,
    timeout: 360_000,
    async run(t) {
      const context = await t.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const watcher = watchPage(page, base, { allow: HANDLED_FAILURES[visit.url] ?? [] });
      const problems = [];
      const record = (state, list) => {
        for (const p of list) problems.push({ state, ...p });
        for (const p of watcher.take()) problems.push({ state, kind: p.kind, text: p.text });
      };
      const signIn = visit.entry?.authRequired;
      if (signIn) {
        watcher.state = 'sign-in';
        await load(page, watcher, `${base}${NOT_FOUND}`);
        await signedInAs(page, 'admin');
      }
      for (const theme of THEMES) {
        await page.setViewportSize(PHONE);
        // A fresh context starts light/en; later states set storage first (the app reads it at boot).
        if (page.url() !== 'about:blank') await page.evaluate((v) => localStorage.setItem('theme', v), theme);
        watcher.state = `${theme}/390`;
        await load(page, watcher, base + visit.url);
        record(watcher.state, await inspect(page, watcher, visit, { phone: true, axe: axeFor(watcher.state) }));
        await page.setViewportSize(DESKTOP);
        watcher.state = `${theme}/1440`;
        await settle(page, watcher, { quietMs: 150 });
        record(watcher.state, await inspect(page, watcher, visit, { phone: false, axe: axeFor(watcher.state) }));
      }
      if (main) {
        await page.evaluate(() => localStorage.setItem('theme', 'light'));
        for (const locale of LOCALES) {
          await page.evaluate((v) => localStorage.setItem('locale', v), locale);
          watcher.state = `${locale}/1440`;
          await load(page, watcher, base + visit.url);
          const lang = await page.evaluate(() => document.documentElement.lang);
          const extra = lang === locale ? [] : [{ kind: 'locale', text: `<html lang="${lang}">, expected ${locale}` }];
          // theme-init.js sets lang from storage before the app runs: also check the shell really speaks the locale.
          const shellLabel = SHELL_LABEL[locale];
          if (!(await page.getByRole('button', { name: shellLabel, exact: true }).count())) {
            extra.push({ kind: 'locale', text: `no "${shellLabel}" button: the shell is not in ${locale}` });
          }
          record(watcher.state, [...extra, ...(await inspect(page, watcher, visit, { phone: false, axe: axeFor(watcher.state) }))]);
        }
      }
      if (TIMING) t.log(phaseTimes(watcher));
      if (problems.length) {
        for (const p of problems) t.problem({ path: visit.url, ...p });
        const kinds = [...new Set(problems.map((p) => p.kind))].join(', ');
        throw new Failure(`${problems.length} problem(s) [${kinds}]; first: ${problems[0].state} ${problems[0].kind}: ${problems[0].text}`);
      }
    },
  };
}

function redirectTest(visit, { base, entryFor }) {
  return {
    name: `${visit.url} -> ${visit.redirect}`,
    async run(t) {
      const context = await t.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const watcher = watchPage(page, base);
      watcher.state = 'light/1440';
      await load(page, watcher, base + visit.url);
      const problems = (await inspect(page, watcher, visit, { phone: false, axe: false })).concat(watcher.take());
      if (problems.length) {
        const target = entryFor(visit.redirect);
        const note = target ? '' : ` (redirect target ${visit.redirect} is not registered yet)`;
        for (const p of problems) t.problem({ path: visit.url, state: 'light/1440', kind: p.kind, text: p.text + note });
        throw new Failure(`${problems[0].kind}: ${problems[0].text}${note}`);
      }
    },
  };
}

function unregisteredTest(rows, index, total, { base }) {
  return {
    name: `unregistered rows ${index + 1}-${index + rows.length} of ${total} land on ${NOT_FOUND}`,
    timeout: 60_000 + rows.length * 15_000,
    async run(t) {
      const context = await t.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const wrong = [];
      for (const row of rows) {
        await page.goto(base + row.path, { waitUntil: 'load', timeout: 30000 });
        await page.waitForURL((u) => trim(u.pathname) === NOT_FOUND, { timeout: 10000 }).catch(() => {});
        const at = new URL(page.url()).pathname;
        if (trim(at) !== NOT_FOUND) wrong.push(`${row.path} ended at ${at}`);
      }
      t.log(`unregistered: ${rows.map((r) => r.path).join(' ')}`);
      if (wrong.length) {
        for (const w of wrong) t.problem({ path: w.split(' ')[0], state: 'light/1440', kind: 'url', text: w });
        throw new Failure(wrong.join('; '));
      }
    },
  };
}

export async function collect(ctx) {
  if (!ctx.routes.length && ctx.loadError) {
    return [
      {
        name: 'registry',
        run: () => {
          throw new Failure(ctx.loadError);
        },
      },
    ];
  }
  const plan = crawlPlan(ctx.routes, ctx.rows);
  const env = { base: ctx.base, entryFor: plan.entryFor };
  const tests = plan.visits.map((v) => (v.redirect ? redirectTest(v, env) : pageTest(v, env)));
  const un = plan.unregistered;
  console.log(
    `routes: ${ctx.routes.length} registry entries, ${plan.visits.length} URLs to crawl, ${un.length} routes.tsv rows unregistered`,
  );
  if (un.length && plan.notFoundRegistered) {
    const size = 20;
    for (let i = 0; i < un.length; i += size) tests.push(unregisteredTest(un.slice(i, i + size), i, un.length, env));
  }
  // Heaviest first so the two workers finish together: main-layout pages have 9 states, full-layout 6.
  const weight = (x) => (x.name.includes('->') ? 1 : x.name.startsWith('unregistered') ? 2 : 3);
  return tests.sort((a, b) => weight(b) - weight(a));
}

export { DEMO_USERS };
