import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import { parseUserId, userCreateRequestSchema, userUpdateRequestSchema } from '../api/users.contract';
import { usersDb } from './users.seed';

const BASE = 'user-management/users';

export const handlers = [
  // SPEC §7: the list comes reversed (newest id first).
  http.get(api(BASE), () => ok([...usersDb.all()].reverse())),

  http.get(api(`${BASE}/:id`), ({ params }) => {
    const id = parseUserId(params.id);
    const user = id === null ? undefined : usersDb.find(id);
    return user ? ok(user) : fail(404, 'Not found');
  }),

  http.post(api(`${BASE}/`), async ({ request }) => {
    const body = userCreateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid user');
    if (usersDb.find(body.data.user.id)) return fail(409, 'A user with this id already exists');
    usersDb.insert(body.data.user);
    usersDb.replaceAll([...usersDb.all()].sort((a, b) => a.id - b.id));
    return ok({ id: body.data.user.id }, 201);
  }),

  http.post(api(`${BASE}/:id`), async ({ params, request }) => {
    const id = parseUserId(params.id);
    if (id === null || !usersDb.find(id)) return fail(404, 'Not found');
    const body = userUpdateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid user');
    return ok(usersDb.update(id, body.data.user));
  }),

  http.delete(api(`${BASE}/:id`), ({ params }) => {
    const id = parseUserId(params.id);
    // I11: a second delete of the same id is a 404 ("already deleted"), never a silent success.
    if (id === null || !usersDb.remove(id)) return fail(404, 'Not found');
    return ok({ id });
  }),
];
