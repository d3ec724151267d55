import { z } from 'zod';
import { FILE_TYPES } from '../data/directory';

export const SEARCH_PATH = '/api/pages/search';
/** Shown in the box (and searched) when the URL has no ?q= at all; `?q=` is an explicit empty search. */
export const DEFAULT_QUERY = 'Tessera';
export const MAIN_TABS = ['all', 'images', 'video', 'maps', 'news'] as const;
/** Kinds behind the "More" menu. */
export const MORE_TABS = ['shopping', 'books', 'flights', 'finance', 'personal'] as const;
const SEARCH_TABS = [...MAIN_TABS, ...MORE_TABS] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** `web` results only appear under "All". */
const RESULT_KINDS = ['web', 'images', 'video', 'maps', 'news', ...MORE_TABS] as const;

export const TIME_FILTERS = ['any', 'hour', 'day', 'week', 'month', 'year', 'custom'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const MATCH_MODES = ['all', 'verbatim'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const PAGE_SIZE = 10;
export const MAX_QUERY = 200;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const isoDay = z.string().refine(isIsoDay).optional().catch(undefined);

export const searchQuerySchema = z
  .object({
    q: z.string().max(MAX_QUERY).catch(''),
    type: z.enum(SEARCH_TABS).catch('all'),
    time: z.enum(TIME_FILTERS).catch('any'),
    from: isoDay,
    to: isoDay,
    match: z.enum(MATCH_MODES).catch('all'),
    page: z.coerce.number().int().min(1).max(1000).catch(1),
  })
  // A custom range needs both ends in order; anything else falls back to "any time". Ends are kept only for custom.
  .transform((v) => {
    const custom = v.time === 'custom' && v.from !== undefined && v.to !== undefined && v.from <= v.to;
    return {
      ...v,
      time: v.time === 'custom' && !custom ? ('any' as const) : v.time,
      from: custom ? v.from : undefined,
      to: custom ? v.to : undefined,
    };
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

const linkSchema = z.object({ title: z.string(), url: z.string(), description: z.string() });

/** One sample result; the optional parts decide what the row shows (stars, info, sitelinks, thumbnails). */
export const searchResultSchema = z.object({
  id: z.string(),
  type: z.enum(RESULT_KINDS),
  title: z.string(),
  /** Absolute http(s) address, an in-app path or mailto: for "Personal" results, empty for a file (nothing to open). */
  url: z.string(),
  date: z.string(),
  description: z.string(),
  source: z.string().optional(),
  rating: z.object({ stars: z.number().min(0).max(5), reviews: z.number().int().nonnegative() }).optional(),
  price: z.object({ amount: z.number(), currency: z.string().length(3) }).optional(),
  stock: z.enum(['in', 'low', 'out']).optional(),
  sitelinks: z.array(linkSchema).optional(),
  images: z.array(z.string()).optional(),
  video: z.object({ poster: z.string(), seconds: z.number().int().positive(), channel: z.string() }).optional(),
  /** A file of the demo directory: the row shows its type icon, owner and size (bytes) instead of a web result's parts. */
  file: z.object({ kind: z.enum(FILE_TYPES), owner: z.string(), size: z.number().nonnegative() }).optional(),
  /** A person of the demo directory: the row shows the avatar, email and last contact (the result's date). */
  contact: z.object({ email: z.string(), avatar: z.string() }).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  tookMs: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
