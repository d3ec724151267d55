import { http } from 'msw';
import { api, ok } from '@/mocks/http';
import { SEED_NOW } from '@/mocks/random';
import { PAGE_SIZE, searchQuerySchema } from '../api/search-page.contract';
import { exactTitlesFirst, inTimeRange, matchesQuery } from '../api/search-page.match';
import { searchResults } from './search-page.seed';

export const handlers = [
  http.get(api('pages/search'), ({ request }) => {
    const started = performance.now();
    const query = searchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const list = exactTitlesFirst(
      searchResults
        .all()
        .filter((r) => query.type === 'all' || r.type === query.type)
        .filter((r) => inTimeRange(r.date, query, SEED_NOW))
        .filter((r) => matchesQuery(r, query.q, query.match)),
      query.q,
    );
    const pageCount = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
    const current = Math.min(query.page, pageCount);
    return ok({
      results: list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
      total: list.length,
      page: current,
      pageCount,
      tookMs: Math.max(1, Math.round(performance.now() - started)),
    });
  }),
];
