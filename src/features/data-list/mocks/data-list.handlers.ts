import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import { parseProductId, productCreateRequestSchema, productItemRequestSchema } from '../api/data-list.contract';
import { productsDb } from './data-list.seed';

const BASE = 'data-list/products';

export const handlers = [
  http.get(api(BASE), () => ok([...productsDb.all()].sort((a, b) => b.id - a.id))),

  http.post(api(`${BASE}/`), async ({ request }) => {
    const body = productCreateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid product');
    const { id: wanted, popularity, ...item } = body.data.item;
    const restoring = wanted !== undefined && !productsDb.find(wanted);
    const id = restoring ? wanted : productsDb.nextId();
    productsDb.insert({ ...item, id, popularity: restoring ? (popularity ?? 0) : 0 });
    return ok({ id }, 201);
  }),

  http.post(api(`${BASE}/:id`), async ({ params, request }) => {
    const id = parseProductId(params.id);
    if (id === null || !productsDb.find(id)) return fail(404, 'Not found');
    const body = productItemRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid product');
    return ok(productsDb.update(id, body.data.item));
  }),

  http.delete(api(`${BASE}/:id`), ({ params }) => {
    const id = parseProductId(params.id);
    if (id === null || !productsDb.remove(id)) return fail(404, 'Not found');
    return ok({ id });
  }),
];
