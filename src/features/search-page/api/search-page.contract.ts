import { z } from 'zod';

export const SEARCH_PATH = '/api/pages/search';
const RESULT_TYPES = ['pages', 'users', 'files', 'contacts'] as const;
export const SEARCH_TABS = ['all', ...RESULT_TYPES] as const;
export const TIME_FILTERS = ['any', 'day', 'week', 'month', 'year'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const PAGE_SIZE = 8;
export const MAX_QUERY = 200;

export const searchQuerySchema = z.object({
  q: z.string().max(MAX_QUERY).catch(''),
  type: z.enum(SEARCH_TABS).catch('all'),
  time: z.enum(TIME_FILTERS).catch('any'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const base = { id: z.string(), date: z.string() };
const pageResultSchema = z.object({ ...base, type: z.literal('pages'), title: z.string(), url: z.string(), description: z.string() });
const userResultSchema = z.object({
  ...base,
  type: z.literal('users'),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string(),
});
/** SPEC §3 demo file entry. */
const fileResultSchema = z.object({
  ...base,
  type: z.literal('files'),
  file_name: z.string(),
  from: z.string(),
  file_ext: z.string(),
  size: z.string(),
});
/** SPEC §3 demo contact. */
const contactResultSchema = z.object({
  ...base,
  type: z.literal('contacts'),
  img: z.string(),
  name: z.string(),
  email: z.string(),
  time: z.string(),
});
export const searchResultSchema = z.discriminatedUnion('type', [pageResultSchema, userResultSchema, fileResultSchema, contactResultSchema]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  counts: z.object({ all: z.number(), pages: z.number(), users: z.number(), files: z.number(), contacts: z.number() }),
  tookMs: z.number(),
});
