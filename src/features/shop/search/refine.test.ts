import { generateCatalogue } from '../mocks/shop.seed';
import type { Product } from '../api/shop.contract';
import { refine } from './refine';
import { EMPTY_STATE, HITS_PER_PAGE, parseSearchParams, toSearchParams, type SearchState } from './search-state';

const items = generateCatalogue(1000);
const run = (patch: Partial<SearchState>) => refine(items, { ...EMPTY_STATE, ...patch });
const all = (patch: Partial<SearchState>) => {
  const first = run(patch);
  return Array.from({ length: first.pageCount }, (_, i) => run({ ...patch, page: i + 1 }).hits).flat();
};

const p = (over: Partial<Product>): Product => ({
  objectID: 'x',
  name: 'Thing',
  description: 'A thing',
  brand: 'Acme',
  categories: ['A'],
  hierarchicalCategories: { lvl0: 'A' },
  type: 't',
  price: 10,
  price_range: '1 - 50',
  image: '/images/products/phone.svg',
  url: '/',
  free_shipping: false,
  rating: 3,
  popularity: 60,
  ...over,
});

describe('generateCatalogue', () => {
  it('is deterministic, holds item 5546604 and respects SPEC ranges', () => {
    expect(generateCatalogue(50)).toEqual(generateCatalogue(50));
    expect(items[0]?.objectID).toBe('5546604');
    expect(new Set(items.map((i) => i.objectID)).size).toBe(items.length);
    for (const i of items) {
      expect(i.popularity).toBeGreaterThanOrEqual(50);
      expect(i.popularity).toBeLessThanOrEqual(100);
      expect(i.rating).toBeGreaterThanOrEqual(1);
      expect(i.rating).toBeLessThanOrEqual(5);
      expect(i.hierarchicalCategories.lvl3?.startsWith(`${i.hierarchicalCategories.lvl2} > `)).toBe(true);
    }
  });
});

describe('refine', () => {
  it('with no refinement returns everything, featured = popularity order, 9 per page', () => {
    const r = run({});
    expect(r.total).toBe(1000);
    expect(r.hits).toHaveLength(HITS_PER_PAGE);
    expect(r.pageCount).toBe(Math.ceil(1000 / 9));
    const pops = r.hits.map((h) => h.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('text search matches name, brand, description and categories, all terms required, ranked by relevance then popularity', () => {
    const mini = [
      p({ objectID: '1', name: 'Zen Laptop', popularity: 60 }),
      p({ objectID: '2', name: 'Other', description: 'fits a laptop', popularity: 99 }),
      p({ objectID: '3', name: 'Zen Laptop Pro', popularity: 90 }),
      p({ objectID: '4', name: 'Bag', brand: 'Laptopia', popularity: 70 }),
      p({ objectID: '5', name: 'Stand', categories: ['Laptops'], popularity: 80 }),
      p({ objectID: '6', name: 'Phone', popularity: 100 }),
    ];
    const r = refine(mini, { ...EMPTY_STATE, query: 'laptop' });
    expect(r.hits.map((h) => h.objectID)).toEqual(['3', '1', '4', '5', '2']);
    expect(refine(mini, { ...EMPTY_STATE, query: 'zen pro' }).hits.map((h) => h.objectID)).toEqual(['3']);
    expect(refine(mini, { ...EMPTY_STATE, query: 'lap' }).total).toBe(5);
    expect(refine(mini, { ...EMPTY_STATE, query: 'nothing-like-this' }).total).toBe(0);
    expect(refine([p({ name: 'Café Crème' })], { ...EMPTY_STATE, query: 'cafe creme' }).total).toBe(1);
  });

  it('category tree narrows level by level with counts, revealing the next level', () => {
    const root = run({});
    expect(root.categories.reduce((s, c) => s + c.count, 0)).toBe(1000);
    expect(root.categories.every((c) => c.children.length === 0)).toBe(true);
    expect(root.categories.map((c) => c.label)).toContain('Electronics');
    const r = run({ category: 'Electronics > Audio' });
    const electronics = r.categories.find((c) => c.value === 'Electronics');
    const audio = electronics?.children.find((c) => c.value === 'Electronics > Audio');
    expect(electronics?.refined && audio?.refined).toBe(true);
    expect(r.total).toBe(audio?.count);
    expect(audio?.children.map((c) => c.label).sort()).toEqual(['Headphones', 'Speakers']);
    expect(audio?.children.reduce((s, c) => s + c.count, 0)).toBe(r.total);
    expect(all({ category: 'Electronics > Audio' }).every((h) => h.hierarchicalCategories.lvl1 === 'Electronics > Audio')).toBe(true);
    // Other top-level categories keep their (disjunctive) counts.
    expect(r.categories.length).toBe(root.categories.length);
  });

  it('brand facet is disjunctive with live counts; other facets update brand counts', () => {
    const base = run({});
    const aurora = base.brands.find((b) => b.value === 'Aurora')!;
    const r = run({ brands: ['Aurora', 'Vertex'] });
    const vertex = base.brands.find((b) => b.value === 'Vertex')!;
    expect(r.total).toBe(aurora.count + vertex.count);
    expect(r.brands.find((b) => b.value === 'Aurora')?.count).toBe(aurora.count);
    const cheap = run({ priceMax: 10 });
    expect(cheap.brands.reduce((s, b) => s + b.count, 0)).toBe(cheap.total);
    expect(cheap.brands.find((b) => b.value === 'Aurora')).toBeUndefined();
  });

  it('price presets and slider bounds', () => {
    const cheap = all({ priceMax: 10 });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((h) => h.price <= 10)).toBe(true);
    const mid = all({ priceMin: 100, priceMax: 500 });
    expect(mid.every((h) => h.price >= 100 && h.price <= 500)).toBe(true);
    const r = run({ priceMin: 100, priceMax: 500 });
    // Bounds ignore the price refinement itself, so the slider can widen again.
    expect(r.priceBounds.min).toBeLessThan(100);
    expect(r.priceBounds.max).toBeGreaterThan(500);
    expect(run({ brands: ['Nope'] }).priceBounds).toEqual({ min: 0, max: 0 });
  });

  it('rating "N & up" counts are cumulative and filter', () => {
    const r = run({});
    const [four, three, two, one] = r.ratings;
    expect(one?.count).toBe(1000);
    expect(four!.count).toBeLessThanOrEqual(three!.count);
    expect(three!.count).toBeLessThanOrEqual(two!.count);
    expect(run({ rating: 4 }).total).toBe(four?.count);
    expect(all({ rating: 4 }).every((h) => h.rating >= 4)).toBe(true);
  });

  it('free shipping toggle', () => {
    const r = run({});
    const free = run({ freeShipping: true });
    expect(free.total).toBe(r.freeShippingCount);
    expect(all({ freeShipping: true }).every((h) => h.free_shipping)).toBe(true);
  });

  it('combines facets with the text search', () => {
    const state = {
      query: 'headphones',
      category: 'Electronics',
      brands: ['Halcyon'],
      rating: 3,
      freeShipping: true,
      priceMin: 20,
      priceMax: 400,
    };
    const hits = all(state);
    expect(hits.length).toBe(run(state).total);
    for (const h of hits) {
      expect(h.brand).toBe('Halcyon');
      expect(h.rating).toBeGreaterThanOrEqual(3);
      expect(h.free_shipping).toBe(true);
      expect(h.price).toBeGreaterThanOrEqual(20);
      expect(h.price).toBeLessThanOrEqual(400);
    }
  });

  it('sorts by lowest and highest price', () => {
    const asc = all({ sort: 'price_asc', category: 'Fashion' }).map((h) => h.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = run({ sort: 'price_desc' }).hits.map((h) => h.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('clamps the page and pages never overlap', () => {
    expect(run({ page: 9999 }).page).toBe(run({}).pageCount);
    expect(run({ page: -3 }).page).toBe(1);
    const ids = all({}).map((h) => h.objectID);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('URL state', () => {
  it('round-trips and rejects junk', () => {
    const state: SearchState = {
      ...EMPTY_STATE,
      query: 'zen',
      category: 'Electronics > Audio',
      brands: ['Aurora', 'Pulse'],
      priceMin: 10,
      priceMax: 100,
      rating: 3,
      freeShipping: true,
      sort: 'price_desc',
      page: 3,
    };
    expect(parseSearchParams(toSearchParams({ ...state, view: 'list' }))).toEqual({ ...state, view: 'list' });
    const junk = parseSearchParams(new URLSearchParams('min=abc&max=-5&rating=9&sort=evil&page=0&view=x'));
    expect(junk).toEqual({ ...EMPTY_STATE, view: 'grid' });
  });
});
