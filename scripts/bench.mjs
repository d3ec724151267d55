#!/usr/bin/env node
// `npm run bench`: build, serve with `vite preview`, then
//  - per registered route: JS and CSS bytes (gzip, computed from the dist files) actually loaded on a cold visit;
//  - cold-load timings (FCP, LCP, network idle) of /pages/login and /dashboard/analytics (when registered),
//    headless Chromium with 4x CPU throttling, median of 5 runs.
// Prints tables and writes bench/results.json.
// usage: node scripts/bench.mjs [--no-build] [--runs 5] [--port 4173] [--only /apps/]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, settle, waitForApp, watchPage } from '../e2e/fixtures.mjs';
import { loadRegistry } from './print-routes.mjs';
import { checkBudget } from './check-budget.mjs';
import { startPreview } from './preview-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args[i + 1] : d; };
const RUNS = Number(opt('runs', '5'));
const only = opt('only');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const dist = join(root, 'dist');
const kb = (b) => (b / 1000).toFixed(1);

if (!args.includes('--no-build')) {
  console.log('building…');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { base } = await startPreview({ port: Number(opt('port', process.env.BENCH_PORT || '4173')) });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

const gzCache = new Map();
const gzOf = (path) => {
  if (!gzCache.has(path)) {
    const file = join(dist, path);
    gzCache.set(path, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }
  return gzCache.get(path);
};

const routes = await loadRegistry();
const pages = routes.filter((r) => !r.redirect && r.urls?.length && (!only || r.path.startsWith(only)));
const browser = await launchBrowser();

// 1. Bytes per route on a cold visit ------------------------------------------------------------------------
const sizes = [];
for (const route of pages) {
  const url = route.urls[0];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const watcher = watchPage(page, base);
  const loaded = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin === base && /\.(js|css)$/.test(u.pathname) && u.pathname.startsWith('/assets/')) loaded.add(u.pathname.slice(1));
  });
  let note = '';
  try {
    await page.goto(base + url, { waitUntil: 'load', timeout: 30000 });
    await waitForApp(page);
    await settle(page, watcher, { quietMs: 500 });
  } catch (e) {
    note = String(e.message).split('\n')[0].slice(0, 80);
  }
  const js = [...loaded].filter((f) => f.endsWith('.js'));
  const css = [...loaded].filter((f) => f.endsWith('.css'));
  const row = {
    path: url,
    layout: route.layout,
    jsGzip: js.reduce((s, f) => s + gzOf(f), 0),
    cssGzip: css.reduce((s, f) => s + gzOf(f), 0),
    jsFiles: js.length,
    note,
  };
  sizes.push(row);
  await context.close();
}

console.log(`\nBytes loaded on a cold visit (gzip of the dist files; includes the mock API chunks the demo loads before render)`);
console.log(`${'route'.padEnd(46)} ${'JS kB'.padStart(8)} ${'CSS kB'.padStart(8)} ${'files'.padStart(6)}`);
for (const r of sizes) console.log(`${r.path.padEnd(46)} ${kb(r.jsGzip).padStart(8)} ${kb(r.cssGzip).padStart(8)} ${String(r.jsFiles).padStart(6)}  ${r.note}`);

// 2. Cold-load timings with 4x CPU throttling ------------------------------------------------------------------
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
async function coldLoad(url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(base + url, { waitUntil: 'networkidle', timeout: 60000 });
  const idle = Date.now() - start - 500; // networkidle = 500 ms without traffic
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__lcp || null,
    h1: Boolean(document.querySelector('h1')),
  }));
  await context.close();
  return { ...m, idle };
}
const timingTargets = ['/pages/login', '/dashboard/analytics'].filter((p) => routes.some((r) => r.path === p && !r.redirect));
const timings = [];
for (const url of timingTargets) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldLoad(url));
  timings.push({ path: url, runs, fcp: median(runs.map((r) => r.fcp)), lcp: median(runs.map((r) => r.lcp)), networkIdle: median(runs.map((r) => r.idle)) });
}
await browser.close();

const load = loadavg().map((x) => x.toFixed(1)).join(' ');
console.log(`\nCold load, 4x CPU throttling, median of ${RUNS} (load average ${load})`);
console.log(`${'route'.padEnd(24)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'idle ms'.padStart(8)}`);
for (const t of timings) console.log(`${t.path.padEnd(24)} ${String(Math.round(t.fcp ?? NaN)).padStart(8)} ${String(Math.round(t.lcp ?? NaN)).padStart(8)} ${String(Math.round(t.networkIdle ?? NaN)).padStart(8)}`);
if (!timingTargets.length) console.log('(neither /pages/login nor /dashboard/analytics is registered)');

console.log('');
const budget = await checkBudget({ routes, top: 20 });
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify({
  date: new Date().toISOString(),
  loadAverage: load,
  sizes,
  timings,
  budget: budget.checks.map(({ name, ok, detail }) => ({ name, ok, detail })),
  shell: { loginJsGzip: budget.figures.loginBytes, shellJsGzip: budget.figures.shellBytes },
}, null, 2));
console.log(`\nwrote bench/results.json`);
process.exit(0);
