import { delay, http } from 'msw';
import { api, fail, ok } from '@/mocks/http';
import { serverQuerySchema, type ServerPage } from '../api/tables.contract';
import { SERVER_USERS, seedContacts } from './tables.seed';

let contacts: ReturnType<typeof seedContacts> | null = null;

/** Simulated network time of the server-side demo, so its loading row is visible. */
export const SERVER_DELAY_MS = 350;

export const handlers = [
  http.get(api('tables/contacts'), () => ok((contacts ??= seedContacts()))),

  http.get(api('tables/users'), async ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = serverQuerySchema.safeParse(params);
    if (!query.success) return fail(400, 'Invalid query');
    const { q, sort, dir, page, size } = query.data;
    await delay(SERVER_DELAY_MS);
    const needle = q.trim().toLowerCase();
    const matches = needle
      ? SERVER_USERS.filter((u) => [u.name, u.email, u.website].some((v) => v.toLowerCase().includes(needle)))
      : [...SERVER_USERS];
    const sign = dir === 'asc' ? 1 : -1;
    matches.sort((a, b) => {
      const x = a[sort];
      const y = b[sort];
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
    const body: ServerPage = { rows: matches.slice((page - 1) * size, page * size), total: matches.length };
    return ok(body);
  }),
];
