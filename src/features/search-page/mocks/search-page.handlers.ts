import { http } from 'msw';
import { api, ok } from '@/mocks/http';
import { SEED_NOW } from '@/mocks/random';
import { PAGE_SIZE, searchQuerySchema, type SearchResult, type TimeFilter } from '../api/search-page.contract';
import { searchResults } from './search-page.seed';

const DAY = 86_400_000;
const WINDOW: Record<TimeFilter, number> = { any: Infinity, day: DAY, week: 7 * DAY, month: 31 * DAY, year: 366 * DAY };

const fold = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const text = (r: SearchResult) => {
  switch (r.type) {
    case 'pages':
      return [r.title, r.description, r.url];
    case 'users':
      return [r.name, r.email, r.role];
    case 'files':
      return [r.file_name, r.from];
    case 'contacts':
      return [r.name, r.email];
  }
};

export const handlers = [
  http.get(api('pages/search'), ({ request }) => {
    const started = performance.now();
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const { q, type, time, page } = searchQuerySchema.parse(params);
    const needle = fold(q.trim());
    // Plain substring matching: the query is never compiled into a RegExp (F10).
    const matched = searchResults
      .all()
      .filter((r) => SEED_NOW - Date.parse(r.date) <= WINDOW[time])
      .filter((r) => !needle || text(r).some((f) => fold(f).includes(needle)));
    const counts = { all: matched.length, pages: 0, users: 0, files: 0, contacts: 0 };
    for (const r of matched) counts[r.type] += 1;
    const list = type === 'all' ? matched : matched.filter((r) => r.type === type);
    const pageCount = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
    const current = Math.min(page, pageCount);
    return ok({
      results: list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
      total: list.length,
      page: current,
      pageCount,
      counts,
      tookMs: Math.max(1, Math.round(performance.now() - started)),
    });
  }),
];
