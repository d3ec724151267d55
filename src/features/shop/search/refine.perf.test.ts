import { generateCatalogue } from '../mocks/shop.seed';
import { refine } from './refine';
import { EMPTY_STATE, type SearchState } from './search-state';

const STATES: Partial<SearchState>[] = [
  {},
  { query: 'wireless' },
  { query: 'aur pro', sort: 'price_asc' },
  { category: 'Electronics > Audio', brands: ['Sonora', 'Pulse'], rating: 3 },
  { query: 'bike', priceMin: 100, priceMax: 2000, freeShipping: true, sort: 'price_desc', page: 2 },
];

function measure(size: number) {
  const items = generateCatalogue(size);
  const cold = performance.now();
  refine(items, EMPTY_STATE);
  const coldMs = performance.now() - cold;
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    for (const s of STATES) {
      const t0 = performance.now();
      refine(items, { ...EMPTY_STATE, ...s });
      runs.push(performance.now() - t0);
    }
  }
  runs.sort((a, b) => a - b);
  return { coldMs, median: runs[Math.floor(runs.length / 2)]!, p95: runs[Math.floor(runs.length * 0.95)]! };
}

describe('refine performance', () => {
  it('refines 1,000 items well under one frame; reports 10,000', () => {
    const small = measure(1_000);
    const large = measure(10_000);
    console.info(
      `refine 1,000 items: first (indexing) ${small.coldMs.toFixed(1)} ms, median ${small.median.toFixed(2)} ms, p95 ${small.p95.toFixed(2)} ms | ` +
        `10,000 items: first ${large.coldMs.toFixed(1)} ms, median ${large.median.toFixed(2)} ms, p95 ${large.p95.toFixed(2)} ms`,
    );
    // Generous bounds: the machine running tests is shared; typical numbers are far lower.
    expect(small.median).toBeLessThan(16);
    expect(large.median).toBeLessThan(160);
  });
});
