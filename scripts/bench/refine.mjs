// The shop's real refine() (src/features/shop/search/refine.ts) over generateCatalogue(10,000) in Node,
// loaded through Vite's module runner (TypeScript + the '@' alias). Same refinement mix as
// src/features/shop/search/refine.perf.test.ts: first call (builds the search index), then 20 rounds of
// five typical states (none, a query, query + sort, category + brands + rating, query + price + shipping + page 2).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { median, percentile } from './util.mjs';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const STATES = [
  {},
  { query: 'wireless' },
  { query: 'aur pro', sort: 'price_asc' },
  { category: 'Electronics > Audio', brands: ['Sonora', 'Pulse'], rating: 3 },
  { query: 'bike', priceMin: 100, priceMax: 2000, freeShipping: true, sort: 'price_desc', page: 2 },
];

async function load(file) {
  const { module } = await runnerImport(`${src}/${file}`, { configFile: false, logLevel: 'silent', resolve: { alias: { '@': src } } });
  return module;
}

export async function measureRefine({ size = 10_000, rounds = 20 } = {}) {
  const [{ generateCatalogue }, { refine }, { EMPTY_STATE }] = await Promise.all([
    load('features/shop/mocks/shop.seed.ts'),
    load('features/shop/search/refine.ts'),
    load('features/shop/search/search-state.ts'),
  ]);
  const t0 = performance.now();
  const items = generateCatalogue(size);
  const generateMs = performance.now() - t0;
  const c0 = performance.now();
  const first = refine(items, EMPTY_STATE);
  const firstMs = performance.now() - c0;
  const runs = [];
  for (let i = 0; i < rounds; i += 1) {
    for (const s of STATES) {
      const r0 = performance.now();
      refine(items, { ...EMPTY_STATE, ...s });
      runs.push(performance.now() - r0);
    }
  }
  return { size, total: first.total, generateMs, firstMs, median: median(runs), p95: percentile(runs, 95), calls: runs.length };
}
