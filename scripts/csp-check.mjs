// CSP checks on the build output (RELIABILITY J2), run by scripts/check-budget.mjs: no inline script in the
// built HTML, no eval / new Function in our modules (library call sites are listed, with reasons in
// docs/deployment.md). Call sites come from dist/.vite/eval.json (chunkReport plugin in vite.config.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Package name of a module id ('../x/node_modules/@scope/pkg/…' -> '@scope/pkg'), or null for our code. */
export function packageOf(id) {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return m ? m[1] : null;
}

/** Inline scripts and inline event handlers in an HTML file (a strict script-src blocks both). */
export function inlineScripts(html) {
  const found = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(m[1]) || m[2].trim()) found.push(`<script${m[1]}>${m[2].trim().slice(0, 40)}`);
  }
  for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(`${m[1]}= attribute`);
  return found;
}

/** RELIABILITY J2: the built HTML has no inline script; our modules never turn strings into code. */
export function checkCspSafety(dist, log = console.log) {
  const checks = [];
  const html = readdirSync(dist).filter((f) => f.endsWith('.html'));
  const inline = html.flatMap((f) => inlineScripts(readFileSync(join(dist, f), 'utf8')).map((x) => `${f}: ${x}`));
  if (inline.length) log(`csp: inline script in the built HTML:\n  ${inline.join('\n  ')}`);
  checks.push({
    name: 'csp: no inline <script> or on*= handler in dist/*.html',
    ok: inline.length === 0,
    detail: inline.length ? inline[0] : `${html.length} files clean`,
  });

  const evalFile = join(dist, '.vite', 'eval.json');
  if (!existsSync(evalFile)) {
    checks.push({
      name: 'csp: no eval / new Function in our code',
      ok: false,
      detail: 'dist/.vite/eval.json missing (chunkReport plugin in vite.config.ts)',
    });
    return checks;
  }
  const uses = JSON.parse(readFileSync(evalFile, 'utf8'));
  const ours = uses.filter((u) => !packageOf(u.id));
  const byPackage = new Map();
  for (const u of uses.filter((x) => packageOf(x.id))) {
    const pkg = packageOf(u.id);
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), u]);
  }
  const docsFile = join(root, 'docs', 'deployment.md');
  const docs = existsSync(docsFile) ? readFileSync(docsFile, 'utf8') : '';
  if (byPackage.size) {
    log(`csp: eval / new Function call sites in libraries (not run under our use; reasons in docs/deployment.md):`);
    for (const [pkg, list] of byPackage) {
      const chunks = [...new Set(list.map((u) => u.chunk))].join(', ');
      const note = docs.includes(`\`${pkg}\``) ? '' : '  <- not yet explained in docs/deployment.md';
      log(`  ${pkg}: ${list.length} in ${chunks}${note}`);
    }
  }
  for (const u of ours) log(`csp: eval in our code: ${u.id} [${u.chunk}]: ${u.sample}`);
  checks.push({
    name: 'csp: no eval / new Function in our code',
    ok: ours.length === 0,
    detail: ours.length
      ? `${ours.length} call site(s), first ${ours[0].id}`
      : `none (${uses.length} library call sites in ${byPackage.size} packages, listed)`,
  });
  return checks;
}
