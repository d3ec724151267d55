import type { Product } from '../api/shop.contract';
import { HITS_PER_PAGE, type SearchState } from './search-state';

/**
 * The shop's instant search, run in the browser over the loaded catalogue (no search service).
 * Pure: the same items and state always give the same result. Facet counts are disjunctive, as in
 * hosted search: each facet counts the items that pass every *other* refinement.
 */
interface FacetValue {
  value: string;
  count: number;
}

export interface CategoryNode {
  /** Full path, e.g. "Electronics > Audio". */
  value: string;
  label: string;
  count: number;
  level: number;
  refined: boolean;
  children: CategoryNode[];
}

export interface RefineResult {
  hits: Product[];
  total: number;
  page: number;
  pageCount: number;
  categories: CategoryNode[];
  brands: FacetValue[];
  /** Counts of items rated at least 4, 3, 2, 1. */
  ratings: { value: number; count: number }[];
  priceBounds: { min: number; max: number };
  freeShippingCount: number;
}

const CATEGORY_SEPARATOR = ' > ';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;

interface Indexed {
  item: Product;
  name: string;
  nameWords: string[];
  brand: string;
  categories: string;
  description: string;
  levels: string[];
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;
/** Lower case without accents, so "creme" finds "Crème"; ASCII text (most of it) skips normalisation. */
const fold = (s: string): string => (NON_ASCII.test(s) ? s.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : s).toLowerCase();

const indexCache = new WeakMap<readonly Product[], Indexed[]>();

function indexOf(items: readonly Product[]): Indexed[] {
  let index = indexCache.get(items);
  if (!index) {
    index = items.map((item) => {
      const name = fold(item.name);
      return {
        item,
        name,
        nameWords: name.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
        brand: fold(item.brand),
        categories: fold(item.categories.join(' ')),
        description: fold(item.description),
        levels: LEVELS.map((l) => item.hierarchicalCategories[l] ?? '').filter(Boolean),
      };
    });
    indexCache.set(items, index);
  }
  return index;
}

function tokenize(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}.]+/u)
    .filter(Boolean)
    .slice(0, 10);
}

/** Relevance of one item for all terms (every term must match somewhere); 0 = no match. */
function score(entry: Indexed, terms: string[]): number {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const word of entry.nameWords) {
      if (word === term) best = Math.max(best, 100);
      else if (word.startsWith(term)) best = Math.max(best, 80);
    }
    if (best < 100 && entry.brand.startsWith(term)) best = Math.max(best, 90);
    if (best < 50 && entry.name.includes(term)) best = 50;
    if (best < 30 && entry.categories.includes(term)) best = 30;
    if (best < 10 && entry.description.includes(term)) best = 10;
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

const inPath = (levels: string[], path: string): boolean => {
  if (!path) return true;
  const depth = path.split(CATEGORY_SEPARATOR).length - 1;
  return levels[depth] === path;
};

const lastSegment = (path: string): string => {
  const at = path.lastIndexOf(CATEGORY_SEPARATOR);
  return at < 0 ? path : path.slice(at + CATEGORY_SEPARATOR.length);
};

function buildCategoryTree(counts: Map<string, number>[], selected: string): CategoryNode[] {
  const ancestors = selected ? selected.split(CATEGORY_SEPARATOR).map((_, i, parts) => parts.slice(0, i + 1).join(CATEGORY_SEPARATOR)) : [];
  const build = (level: number, parent: string | null): CategoryNode[] => {
    const map = counts[level];
    if (!map) return [];
    const nodes: CategoryNode[] = [];
    map.forEach((count, value) => {
      if (parent !== null && !value.startsWith(parent + CATEGORY_SEPARATOR)) return;
      const refined = ancestors[level] === value;
      nodes.push({ value, label: lastSegment(value), count, level, refined, children: refined ? build(level + 1, value) : [] });
    });
    return nodes.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  };
  return build(0, null);
}

export function refine(items: readonly Product[], state: SearchState): RefineResult {
  const index = indexOf(items);
  const terms = tokenize(state.query);
  const brandSet = new Set(state.brands);
  const parts = state.category ? state.category.split(CATEGORY_SEPARATOR) : [];
  const ancestors = parts.map((_, i) => parts.slice(0, i + 1).join(CATEGORY_SEPARATOR));
  const selectedDepth = parts.length - 1;
  const min = state.priceMin ?? -Infinity;
  const max = state.priceMax ?? Infinity;

  const matched: { entry: Indexed; score: number }[] = [];
  const brandCounts = new Map<string, number>();
  const catCounts: Map<string, number>[] = LEVELS.map(() => new Map());
  const ratingCounts = [0, 0, 0, 0, 0, 0];
  let lo = Infinity;
  let hi = -Infinity;
  let freeShippingCount = 0;
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  for (const entry of index) {
    const s = terms.length ? score(entry, terms) : 1;
    if (s === 0) continue;
    const { item } = entry;
    const okCat = inPath(entry.levels, state.category);
    const okBrand = brandSet.size === 0 || brandSet.has(item.brand);
    const okPrice = item.price >= min && item.price <= max;
    const okRating = state.rating === null || item.rating >= state.rating;
    const okShip = !state.freeShipping || item.free_shipping;

    if (okBrand && okPrice && okRating && okShip) {
      // Category counts: the top level, then the children of each selected ancestor.
      for (let level = 0; level <= selectedDepth + 1 && level < entry.levels.length; level++) {
        if (level > 0 && entry.levels[level - 1] !== ancestors[level - 1]) break;
        bump(catCounts[level] as Map<string, number>, entry.levels[level] as string);
      }
    }
    if (okCat && okPrice && okRating && okShip) bump(brandCounts, item.brand);
    if (okCat && okBrand && okPrice && okShip) ratingCounts[item.rating] = (ratingCounts[item.rating] ?? 0) + 1;
    if (okCat && okBrand && okRating && okShip) {
      lo = Math.min(lo, item.price);
      hi = Math.max(hi, item.price);
    }
    if (okCat && okBrand && okPrice && okRating && item.free_shipping) freeShippingCount++;
    if (okCat && okBrand && okPrice && okRating && okShip) matched.push({ entry, score: s });
  }

  const byFeatured = (a: { entry: Indexed; score: number }, b: { entry: Indexed; score: number }) =>
    b.score - a.score || b.entry.item.popularity - a.entry.item.popularity || a.entry.item.objectID.localeCompare(b.entry.item.objectID);
  if (state.sort === 'price_asc') matched.sort((a, b) => a.entry.item.price - b.entry.item.price || byFeatured(a, b));
  else if (state.sort === 'price_desc') matched.sort((a, b) => b.entry.item.price - a.entry.item.price || byFeatured(a, b));
  else matched.sort(byFeatured);

  const total = matched.length;
  const pageCount = Math.ceil(total / HITS_PER_PAGE);
  const page = Math.min(Math.max(1, Math.floor(state.page) || 1), Math.max(1, pageCount));
  const hits = matched.slice((page - 1) * HITS_PER_PAGE, page * HITS_PER_PAGE).map((m) => m.entry.item);

  const cumulative = [4, 3, 2, 1].map((value) => ({ value, count: ratingCounts.slice(value).reduce((a, b) => a + b, 0) }));
  const brands = Array.from(brandCounts, ([value, count]) => ({ value, count }));
  // Refined brands stay listed (with 0) so they can be unticked.
  for (const b of brandSet) if (!brandCounts.has(b)) brands.push({ value: b, count: 0 });
  brands.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  return {
    hits,
    total,
    page,
    pageCount,
    categories: buildCategoryTree(catCounts, state.category),
    brands,
    ratings: cumulative,
    priceBounds: Number.isFinite(lo) ? { min: Math.floor(lo), max: Math.ceil(hi) } : { min: 0, max: 0 },
    freeShippingCount,
  };
}
