/** The shop's search state, kept in the URL (shareable, survives reload and back). */
export const SORTS = ['featured', 'price_asc', 'price_desc'] as const;
export type SortKey = (typeof SORTS)[number];
export type ViewMode = 'grid' | 'list';

export interface SearchState {
  query: string;
  /** A full category path, e.g. "Electronics > Audio"; '' = all. */
  category: string;
  brands: string[];
  priceMin: number | null;
  priceMax: number | null;
  /** "N & up"; null = any. */
  rating: number | null;
  freeShipping: boolean;
  sort: SortKey;
  page: number;
}

export const HITS_PER_PAGE = 9;

export const EMPTY_STATE: SearchState = {
  query: '',
  category: '',
  brands: [],
  priceMin: null,
  priceMax: null,
  rating: null,
  freeShipping: false,
  sort: 'featured',
  page: 1,
};

export const PRICE_PRESETS = [
  { id: 'all', min: null, max: null },
  { id: 'lte10', min: null, max: 10 },
  { id: '10to100', min: 10, max: 100 },
  { id: '100to500', min: 100, max: 500 },
  { id: 'gte500', min: 500, max: null },
] as const;
export type PricePresetId = (typeof PRICE_PRESETS)[number]['id'];

export function activePreset(state: Pick<SearchState, 'priceMin' | 'priceMax'>): PricePresetId | null {
  return PRICE_PRESETS.find((p) => p.min === state.priceMin && p.max === state.priceMax)?.id ?? null;
}

const num = (v: string | null, min: number, max: number): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/** Anything odd in the URL (hand-edited, stale) falls back to the default for that field. */
export function parseSearchParams(params: URLSearchParams): SearchState & { view: ViewMode } {
  const sort = params.get('sort');
  const brands = Array.from(
    new Set(
      params
        .getAll('brand')
        .map((b) => b.slice(0, 200))
        .filter(Boolean),
    ),
  ).slice(0, 50);
  return {
    query: (params.get('q') ?? '').slice(0, 200),
    category: (params.get('cat') ?? '').slice(0, 800),
    brands,
    priceMin: num(params.get('min'), 0, 1e7),
    priceMax: num(params.get('max'), 0, 1e7),
    rating: num(params.get('rating'), 1, 4) === null ? null : Math.floor(Number(params.get('rating'))),
    freeShipping: params.get('ship') === '1',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'featured',
    page: Math.floor(num(params.get('page'), 1, 1e6) ?? 1),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export function toSearchParams(state: SearchState & { view?: ViewMode }): URLSearchParams {
  const p = new URLSearchParams();
  if (state.query) p.set('q', state.query);
  if (state.category) p.set('cat', state.category);
  state.brands.forEach((b) => p.append('brand', b));
  if (state.priceMin !== null) p.set('min', String(state.priceMin));
  if (state.priceMax !== null) p.set('max', String(state.priceMax));
  if (state.rating !== null) p.set('rating', String(state.rating));
  if (state.freeShipping) p.set('ship', '1');
  if (state.sort !== 'featured') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.view === 'list') p.set('view', 'list');
  return p;
}

export function isRefined(state: SearchState): boolean {
  return Boolean(
    state.query ||
    state.category ||
    state.brands.length ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.rating !== null ||
    state.freeShipping,
  );
}
