import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { routeIcons } from './tools/vite/route-icons.ts';
import { headersFile, securityHeaders } from './csp.config.mjs';

/** String-to-code calls a strict CSP (no 'unsafe-eval') blocks: eval(…), new Function(…), Function('…'). */
const EVAL_CALL = /(?<![\w$])eval\s*\(|\bnew\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*['"`]/g;
type EvalUse = { id: string; chunk: string; sample: string };
/** Filled by the main build and by the worker builds (they run during the main build's transform phase). */
const evalUses: EvalUse[] = [];

function moduleId(root: string, id: string) {
  return relative(root, id.replace(/^\0/, '')).replace(/\?.*$/, '');
}

function scanEval(root: string, chunk: string, modules: Record<string, { code: string | null }>) {
  for (const [id, m] of Object.entries(modules)) {
    for (const hit of m.code?.matchAll(EVAL_CALL) ?? []) {
      const at = hit.index ?? 0;
      const sample = (m.code ?? '').slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ');
      evalUses.push({ id: moduleId(root, id), chunk, sample });
    }
  }
}

/** Worker bundles (e.g. the import parser) are separate builds: scan their modules too. */
function workerEvalScan(): Plugin {
  let root = process.cwd();
  return {
    name: 'tessera-worker-eval-scan',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      for (const [file, out] of Object.entries(bundle)) if (out.type === 'chunk') scanEval(root, `${file} (worker)`, out.modules);
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: for every JS chunk, the modules in it with their rendered size and
 * gzip size. scripts/check-budget.mjs and scripts/bench.mjs read it to say what a chunk is made of.
 * Also dist/.vite/eval.json: every eval / new Function call site by module (scripts/check-budget.mjs, CSP).
 */
function chunkReport(): Plugin {
  let root = process.cwd();
  return {
    name: 'tessera-chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, { id: string; bytes: number; gzip: number }[]> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        scanEval(root, file, out.modules);
        chunks[file] = Object.entries(out.modules)
          .map(([id, m]) => ({
            id: moduleId(root, id),
            bytes: m.renderedLength,
            gzip: m.code ? gzipSync(m.code).length : 0,
          }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
      this.emitFile({ type: 'asset', fileName: '.vite/eval.json', source: JSON.stringify(evalUses, null, 1) });
    },
  };
}

/** Emits dist/_headers (Netlify / Cloudflare Pages) from csp.config.mjs, for the build's environment. */
function hostHeaders(env: Record<string, string>): Plugin {
  return {
    name: 'tessera-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env) });
    },
  };
}

export default defineConfig(({ mode }) => {
  // The same VITE_* values the app is built with (.env files and the process environment).
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  return {
    plugins: [react(), tailwindcss(), routeIcons(), chunkReport(), hostHeaders(env)],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's exports map only offers its development build to bundlers; ship the production one.
        ...(mode === 'production'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      sourcemap: false,
      manifest: true,
      // Every browser the app supports preloads modules natively (Chrome 66, Firefox 115, Safari 17); older ones still
      // load each chunk on import, only without the head start. The polyfill cost every page 0.5 kB gzip (ADR 005).
      modulePreload: { polyfill: false },
      // Everything the entry imports statically is needed by every page before it renders: one chunk instead of the
      // bundler's shared pieces (which shift whenever a lazy module is added; the extra files cost 2-8 kB gzip).
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    },
    worker: { plugins: () => [workerEvalScan()] },
    // `vite preview` serves the production policy (csp.config.mjs), so the e2e crawl runs under it.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(env) },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      css: false,
      testTimeout: 30000,
      pool: 'threads',
    },
  };
});
