#!/usr/bin/env node
// `npm test`: everything, in order. Chromium check, tsc -b, lint, knip, prettier --check, i18n check, Vitest, vite build, size budget,
// a second build with sign-in required (dist-auth, for e2e/session-roles.spec.mjs and session-callback.spec.mjs),
// vite preview on 127.0.0.1:4173 (+4174 for the variant), e2e (e2e/run.mjs). Ends with one line "N passed, M failed" (unit + e2e
// tests, plus one check each for tsc and the build, and the budget checks) and exits non-zero on any failure.
// Env: CHROMIUM_PATH, E2E_PORT (default 4173), E2E_WORKERS (2), E2E_AXE (see e2e/routes.spec.mjs),
//      SKIP_E2E=1 (unit part only).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPreview } from './preview-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(join(tmpdir(), 'tessera-test-'));
const node = process.execPath;
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const eslint = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const knip = join(root, 'node_modules', 'knip', 'bin', 'knip.js');
const prettier = join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
const I18N_TEST = 'src/lib/i18n-check.test.ts';

const totals = { passed: 0, failed: 0 };
const timings = [];
const failures = [];
const failedTestNames = []; // vitest tests that failed, repeated under the summary
const flakyTestNames = []; // vitest tests that failed once and passed on their one retry
let stopPreview = () => {};

const fmt = (ms) => (ms >= 60000 ? `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
function banner(text) {
  console.log(`\n━━ ${text}`);
}
function record(name, passed, failed, ms, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  timings.push({ name, ms, passed, failed, note });
  if (failed) failures.push(`${name}${note ? `: ${note}` : ''}`);
}
function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...options.env },
  });
  return r.status ?? 1;
}

process.on('exit', () => {
  stopPreview();
  rmSync(tmp, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopPreview();
    process.exit(130);
  });

// (a) Chromium --------------------------------------------------------------------------------------------
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
banner('chromium');
let chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!executable(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.log(
      `Chromium not found at ${chromium}: run "sudo apt-get install -y --no-install-recommends chromium fonts-noto-core" or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium missing: installing chromium and fonts-noto-core with apt-get');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-core'], { env }) !== 0 ||
    !executable('/usr/bin/chromium')
  ) {
    console.log(
      'Chromium install failed: run "apt-get install -y --no-install-recommends chromium fonts-noto-core" as root, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  chromium = '/usr/bin/chromium';
}
process.env.CHROMIUM_PATH = chromium;
console.log(`using ${chromium}`);

// (b) tsc -b ------------------------------------------------------------------------------------------------
banner('tsc -b');
let t0 = Date.now();
const tscStatus = run(node, [tsc, '-b']);
record('tsc -b', tscStatus === 0 ? 1 : 0, tscStatus === 0 ? 0 : 1, Date.now() - t0, tscStatus === 0 ? '' : 'type errors');

// (b2) code health, right after tsc: lint (eslint .), knip and prettier --check (unused files, exports, dependencies), one check each
// in the summary line
function runCheck(name, args, failNote) {
  banner(name);
  const start = Date.now();
  const status = run(node, args);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1, Date.now() - start, status === 0 ? '' : failNote);
}
runCheck('lint', [eslint, '.'], 'eslint problems (npm run lint)');
runCheck('knip', [knip, '--no-progress'], 'unused code or dependencies (npm run knip)');
runCheck('format', [prettier, '--check', '--log-level', 'warn', '.'], 'unformatted files (npx prettier --write .)');

// (c, d) Vitest: the i18n check first, then everything else ---------------------------------------------------
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let failed = report.numFailedTests ?? 0;
  // A file that fails to load has no test results: count it as one failure.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((a) => a.status === 'failed')) failed += 1;
  }
  // Named in the summary, so a CI log cut to its tail still says which test failed and why.
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')[0]
      .slice(0, 200);
  const names = [];
  const flaky = [];
  for (const suite of report.testResults ?? []) {
    const file = relative(root, suite.name ?? '');
    const results = suite.assertionResults ?? [];
    for (const a of results) {
      if (a.status === 'failed') names.push(`${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      // Passed on its retry: still listed, so a flaky test is seen and fixed rather than hidden.
      else if (a.status === 'passed' && a.failureMessages?.length)
        flaky.push(`${file} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
    }
    if (suite.status === 'failed' && !results.some((a) => a.status === 'failed')) names.push(`${file}: ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    names,
    flaky,
  };
}
function runVitest(name, extra) {
  banner(name);
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const start = Date.now();
  const status = run(node, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra]);
  const c = vitestCounts(out);
  if (!c) record(name, 0, 1, Date.now() - start, `vitest exited ${status} without a report`);
  else {
    const extraFail = status !== 0 && c.failed === 0 ? 1 : 0; // e.g. an unhandled error outside tests
    record(
      name,
      c.passed,
      c.failed + extraFail,
      Date.now() - start,
      c.failed + extraFail ? `${c.failed + extraFail} failed` : c.skipped ? `${c.skipped} skipped` : '',
    );
    for (const n of c.names) console.log(`  ✗ ${n}`);
    for (const n of c.flaky) console.log(`  ⚠ passed on retry: ${n}`);
    failedTestNames.push(...c.names);
    flakyTestNames.push(...c.flaky);
  }
}
runVitest('i18n check', [I18N_TEST]);
// One retry absorbs a timing flake on a loaded machine; the summary names every test that needed it.
runVitest('vitest', ['--exclude', I18N_TEST, '--retry', '1']);

// (e) build + size budget --------------------------------------------------------------------------------------
banner('vite build');
t0 = Date.now();
rmSync(join(root, 'dist'), { recursive: true, force: true });
const buildStatus = run(node, [vite, 'build', '--logLevel', 'warn']);
const built = buildStatus === 0 && existsSync(join(root, 'dist', 'index.html'));
record('vite build', built ? 1 : 0, built ? 0 : 1, Date.now() - t0, built ? '' : 'build failed');

// The sign-in-required + hosted sign-in variant (the D8, E2 and E4 cases of e2e/session-roles.spec.mjs and
// e2e/session-callback.spec.mjs run against it).
const AUTH_VARIANT_ENV = {
  VITE_AUTH_REQUIRED: 'true',
  VITE_OIDC_AUTHORITY: 'https://idp.tessera.test',
  VITE_OIDC_CLIENT_ID: 'tessera-e2e',
};
const authDist = join(root, 'dist-auth');
let builtAuth = false;
if (built && process.env.SKIP_E2E !== '1') {
  banner('vite build (sign-in-required variant)');
  t0 = Date.now();
  rmSync(authDist, { recursive: true, force: true });
  const status = run(node, [vite, 'build', '--logLevel', 'warn', '--outDir', authDist], { env: AUTH_VARIANT_ENV });
  builtAuth = status === 0 && existsSync(join(authDist, 'index.html'));
  record('build (auth variant)', builtAuth ? 1 : 0, builtAuth ? 0 : 1, Date.now() - t0, builtAuth ? '' : 'build failed');
}

let routes = null;
if (built) {
  banner('size budget');
  t0 = Date.now();
  try {
    const { loadRegistry } = await import(new URL('./print-routes.mjs', import.meta.url).href);
    routes = await loadRegistry();
    const { checkBudget } = await import(new URL('./check-budget.mjs', import.meta.url).href);
    const { checks } = await checkBudget({ routes, top: 15 });
    for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
    const bad = checks.filter((c) => !c.ok);
    record('size budget', checks.length - bad.length, bad.length, Date.now() - t0, bad.map((c) => `${c.name} (${c.detail})`).join('; '));
  } catch (e) {
    record('size budget', 0, 1, Date.now() - t0, String(e?.message ?? e).split('\n')[0]);
  }
}

// (f, g) preview + e2e ------------------------------------------------------------------------------------
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: e2e not run');
} else if (!built) {
  record('e2e', 0, 1, 0, 'not run: the build failed');
} else {
  banner('vite preview + e2e');
  t0 = Date.now();
  let server = null;
  try {
    server = await startPreview({ port: Number(process.env.E2E_PORT || 4173) });
  } catch (e) {
    record('e2e', 0, 1, Date.now() - t0, String(e.message));
  }
  let authServer = null;
  if (server && builtAuth) {
    authServer = await startPreview({ port: 4174, outDir: authDist, env: AUTH_VARIANT_ENV }).catch((e) => {
      record('e2e', 0, 1, 0, `auth variant preview: ${e.message}`);
      return null;
    });
  }
  if (server) {
    stopPreview = () => {
      server.stop();
      authServer?.stop();
    };
    const out = join(tmp, 'e2e.json');
    const routesFile = join(tmp, 'routes.json');
    if (routes) writeFileSync(routesFile, JSON.stringify(routes));
    const status = run(
      node,
      [join(root, 'e2e', 'run.mjs'), '--base', server.base, '--json', out, ...(routes ? ['--routes-json', routesFile] : [])],
      {
        env: authServer ? { E2E_AUTH_BASE: authServer.base } : {},
      },
    );
    if (!existsSync(out)) record('e2e', 0, 1, Date.now() - t0, `e2e runner exited ${status} without a report`);
    else {
      const r = JSON.parse(readFileSync(out, 'utf8'));
      record('e2e', r.passed, r.failed, Date.now() - t0, `${r.failed ? `${r.failed} failed, ` : ''}${r.skipped} skipped`);
    }
    stopPreview();
  }
}

// (h) summary ------------------------------------------------------------------------------------------------
console.log('\n━━ summary');
for (const t of timings)
  console.log(`  ${t.name.padEnd(12)} ${fmt(t.ms).padStart(12)}   ${t.passed} passed, ${t.failed} failed${t.note ? `  (${t.note})` : ''}`);
if (failures.length) console.log(`  failing: ${failures.join(' | ')}`);
for (const n of failedTestNames) console.log(`  ✗ ${n}`);
for (const n of flakyTestNames) console.log(`  ⚠ passed on retry: ${n}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed ? 1 : 0;
