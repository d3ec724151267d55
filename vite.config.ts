import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { routeIcons } from './tools/vite/route-icons';

/**
 * Writes dist/.vite/chunks.json: for every JS chunk, the modules in it with their rendered size and
 * gzip size. scripts/check-budget.mjs and scripts/bench.mjs read it to say what a chunk is made of.
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
        chunks[file] = Object.entries(out.modules)
          .map(([id, m]) => ({
            id: relative(root, id.replace(/^\0/, '')).replace(/\?.*$/, ''),
            bytes: m.renderedLength,
            gzip: m.code ? gzipSync(m.code).length : 0,
          }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), routeIcons(), chunkReport()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's exports map only offers its development build to bundlers; ship the production one.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : []),
    ],
  },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500, sourcemap: false, manifest: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    css: false,
    testTimeout: 30000,
    pool: 'threads',
  },
}));
