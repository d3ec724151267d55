#!/usr/bin/env node
// Prints the route registry (what src/app/registry.ts collects) as a table, or as JSON with --json [file].
// The registry is loaded through Vite's SSR module loader, so import.meta.glob and the @ alias work as in the app.
// usage: node scripts/print-routes.mjs [--json [out.json]]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Turns a React Router pattern + allowed params into concrete URLs (examples first, then the cartesian product). */
export function concreteUrls(entry) {
  if (!/[:*]/.test(entry.path)) return [entry.path];
  if (entry.examples?.length) return [...entry.examples];
  const segs = entry.path.split('/');
  let urls = [''];
  for (const seg of segs.slice(1)) {
    const m = /^:(\w+)(\?)?$/.exec(seg);
    if (!m) {
      urls = urls.map((u) => `${u}/${seg}`);
      continue;
    }
    const values = entry.params?.[m[1]] ?? [];
    if (!values.length) return [];
    urls = urls.flatMap((u) => values.map((v) => `${u}/${v}`));
  }
  return urls;
}

/** Serialisable view of each registry entry (page source path read from the lazy import). */
export async function loadRegistry() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = await server.ssrLoadModule('/src/app/registry.ts');
    return mod.registry.map((e) => {
      if ('redirect' in e) return { path: e.path, layout: e.layout, rule: e.rule, redirect: e.redirect, urls: [e.path] };
      const src = /import\w*\(\s*["']([^"']+)["']/.exec(String(e.page))?.[1] ?? null;
      return {
        path: e.path,
        layout: e.layout,
        rule: e.rule,
        label: e.label,
        params: e.params ?? null,
        examples: e.examples ?? null,
        namespaces: e.namespaces ?? [],
        authRequired: !!e.authRequired,
        module: src ? src.replace(/^\//, '') : null,
        urls: concreteUrls(e),
      };
    });
  } finally {
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const routes = await loadRegistry();
  const j = args.indexOf('--json');
  if (j >= 0) {
    const out = args[j + 1];
    const text = JSON.stringify(routes, null, 2);
    if (out && !out.startsWith('--')) writeFileSync(out, text);
    else console.log(text);
  } else {
    const rows = routes.map((r) => [r.path, r.layout, r.rule, r.redirect ? `-> ${r.redirect}` : r.label, r.module ?? '']);
    const w = rows[0]?.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length))) ?? [];
    for (const r of rows)
      console.log(
        r
          .map((c, i) => String(c).padEnd(w[i]))
          .join('  ')
          .trimEnd(),
      );
    console.log(`${routes.length} registry entries`);
  }
}
