import { http } from 'msw';
import { api, fail, ok } from '@/mocks/http';
import { DEFAULT_CATALOGUE_SIZE, MAX_CATALOGUE_SIZE } from '../api/shop.contract';
import { catalogue } from './shop.seed';

function sizeParam(url: URL): number | null {
  const raw = url.searchParams.get('size');
  if (raw === null) return DEFAULT_CATALOGUE_SIZE;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_CATALOGUE_SIZE ? n : null;
}

export const handlers = [
  http.get(api('apps/ecommerce/products'), ({ request }) => {
    const size = sizeParam(new URL(request.url));
    if (size === null) return fail(400, `size must be an integer from 1 to ${MAX_CATALOGUE_SIZE}`);
    return ok({ products: catalogue(size) });
  }),
  http.get(api('apps/ecommerce/products/:id'), ({ params }) => {
    const id = String(params.id);
    const item = catalogue().find((p) => p.objectID === id);
    return item ? ok(item) : fail(404, 'Not found');
  }),
];
