#!/usr/bin/env node
// Tiny e2e runner on playwright-core: one Chromium, N tests at a time (default 2), each test in its own
// browser context(s). Runs against a server that is already up (scripts/test-all.mjs starts `vite preview`).
//
// usage: node e2e/run.mjs [--base http://127.0.0.1:4173] [--workers 2] [--only text] [--json out.json] [spec.mjs ...]
//
// A spec module exports `tests` (array) or `collect(ctx)` -> array of { name, run(t), timeout? }.
// `t` = { browser, base, routes, rows, newContext(options), skip(reason), log(text), problem(row) }.
// A test passes when run() resolves, is skipped when it throws Skip (fixtures.skip), fails otherwise.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser, Skip } from './fixtures.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const base = opt('base', process.env.E2E_BASE || 'http://127.0.0.1:4173').replace(/\/$/, '');
const workers = Math.max(1, Number(opt('workers', process.env.E2E_WORKERS || '2')));
const only = opt('only', process.env.E2E_ONLY);
const jsonOut = opt('json');
const routesJson = opt('routes-json');
const specFiles = args.length
  ? args.map((a) => resolve(a))
  : readdirSync(here)
      .filter((f) => f.endsWith('.spec.mjs'))
      .sort()
      .map((f) => join(here, f));

const DEFAULT_TIMEOUT = 120_000;

/** Rows of ../shared/routes.tsv (ROUTES_TSV overrides). */
function readRows() {
  const file = process.env.ROUTES_TSV || resolve(root, '..', 'shared', 'routes.tsv');
  if (!existsSync(file)) throw new Error(`${file} not found (shared/ must sit beside the repo, or set ROUTES_TSV)`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [path, layout, rule, expect] = l.split('\t').map((c) => (c ?? '').trim());
      return { path, layout, rule, expect };
    });
}

async function loadRoutes() {
  if (routesJson) return JSON.parse(readFileSync(routesJson, 'utf8'));
  const { loadRegistry } = await import(pathToFileURL(join(root, 'scripts', 'print-routes.mjs')).href);
  return loadRegistry();
}

const started = Date.now();
const results = [];
const problemRows = [];
let browser = await launchBrowser();

const ctx = { base, rows: [], routes: [], loadError: null };
try {
  ctx.rows = readRows();
} catch (e) {
  ctx.loadError = `routes.tsv: ${e.message}`;
}
try {
  ctx.routes = await loadRoutes();
} catch (e) {
  ctx.loadError = `registry could not be loaded (a feature's routes file is broken?): ${String(e?.message ?? e).split('\n')[0]}`;
}

const queue = [];
let next = 0;
for (const file of specFiles) {
  const spec = file.replace(`${here}/`, '').replace(/\.mjs$/, '');
  try {
    const mod = await import(pathToFileURL(file).href);
    const tests = mod.collect ? await mod.collect(ctx) : (mod.tests ?? []);
    for (const test of tests) {
      const name = `${spec} › ${test.name}`;
      if (only && !name.includes(only)) continue;
      queue.push({ ...test, name, spec });
    }
  } catch (e) {
    queue.push({
      name: `${spec} › (load)`,
      spec,
      run: () => {
        throw e;
      },
    });
  }
}

function formatError(e) {
  const text = e?.message ?? String(e);
  return text.split('\n').filter(Boolean).slice(0, 3).join(' | ').slice(0, 600);
}

async function runOne(test) {
  const contexts = [];
  const logs = [];
  const testStart = Date.now();
  if (!browser.isConnected()) browser = await launchBrowser();
  const t = {
    browser,
    base,
    rows: ctx.rows,
    routes: ctx.routes,
    async newContext(options = {}) {
      const c = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, ...options });
      contexts.push(c);
      return c;
    },
    skip(reason) {
      throw new Skip(reason);
    },
    log(text) {
      logs.push(text);
    },
    problem(row) {
      problemRows.push({ test: test.name, ...row });
    },
  };
  let timer;
  let status = 'passed';
  let reason = '';
  try {
    await Promise.race([
      Promise.resolve().then(() => test.run(t)),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${(test.timeout ?? DEFAULT_TIMEOUT) / 1000} s`)),
          test.timeout ?? DEFAULT_TIMEOUT,
        );
      }),
    ]);
  } catch (e) {
    if (e instanceof Skip || e?.name === 'Skip') {
      status = 'skipped';
      reason = e.message;
    } else {
      status = 'failed';
      reason = formatError(e);
    }
  } finally {
    clearTimeout(timer);
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  }
  const ms = Date.now() - testStart;
  const result = { name: test.name, spec: test.spec, status, reason, ms, logs };
  results.push(result);
  const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' }[status];
  console.log(`${mark} ${test.name} (${(ms / 1000).toFixed(1)} s)${reason ? ` — ${reason}` : ''}`);
  for (const line of logs) console.log(`       ${line}`);
}

// Interrupted: report what ran so far instead of failing every remaining test on a closed browser.
let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    next = queue.length;
    console.log(`\ne2e: ${sig}, stopping after ${results.length} of ${queue.length} tests`);
    if (jsonOut)
      writeFileSync(
        jsonOut,
        JSON.stringify(
          {
            passed: results.filter((r) => r.status === 'passed').length,
            failed: results.filter((r) => r.status === 'failed').length + 1,
            skipped: 0,
            interrupted: true,
            results,
            problems: problemRows,
          },
          null,
          2,
        ),
      );
    browser.close().finally(() => process.exit(130));
  });
}
if (ctx.loadError) console.log(`e2e: ${ctx.loadError}`);
console.log(`e2e: ${queue.length} tests, ${workers} at a time, against ${base}`);
await Promise.all(
  Array.from({ length: Math.min(workers, queue.length) }, async () => {
    while (next < queue.length) {
      const test = queue[next++];
      await runOne(test);
    }
  }),
);
await browser.close().catch(() => {});

const count = (s) => results.filter((r) => r.status === s).length;
const passed = count('passed');
const failed = count('failed');
const skipped = count('skipped');

if (problemRows.length) {
  console.log('\nProblems (route · state · kind · detail):');
  const w0 = Math.min(48, Math.max(...problemRows.map((r) => r.path?.length ?? 0)));
  const w1 = Math.max(...problemRows.map((r) => r.state?.length ?? 0));
  for (const r of problemRows) {
    console.log(`  ${String(r.path ?? '').padEnd(w0)}  ${String(r.state ?? '').padEnd(w1)}  ${String(r.kind ?? '').padEnd(9)}  ${r.text}`);
  }
}
const failures = results.filter((r) => r.status === 'failed');
if (failures.length) {
  console.log('\nFailed tests:');
  for (const r of failures) console.log(`  ${r.name}: ${r.reason}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
if (jsonOut)
  writeFileSync(jsonOut, JSON.stringify({ passed, failed, skipped, seconds: Number(seconds), results, problems: problemRows }, null, 2));
process.exit(failed ? 1 : 0);
