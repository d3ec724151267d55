import { delay, http } from 'msw';
import { api, ok } from '@/mocks/http';
import { COUNTRIES } from '../data/countries';

const MAX_RESULTS = 8;

export const handlers = [
  /** Countries whose name contains q (case-insensitive), after a short delay so the loading state shows. */
  http.get(api('extensions/countries'), async ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase().slice(0, 100);
    await delay(import.meta.env.MODE === 'test' ? 20 : 450);
    if (!q) return ok([]);
    return ok(COUNTRIES.filter((c) => c.name.toLowerCase().includes(q)).slice(0, MAX_RESULTS));
  }),
];
