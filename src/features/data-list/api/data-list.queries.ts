import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import {
  DATA_LIST_PATHS,
  productCreatedSchema,
  productSchema,
  productsResponseSchema,
  type Product,
  type ProductInput,
} from './data-list.contract';
import { z } from 'zod';

const dataListKeys = { products: ['data-list', 'products'] as const };

const productsQuery = () =>
  queryOptions({
    queryKey: dataListKeys.products,
    queryFn: ({ signal }) => request(DATA_LIST_PATHS.list, { schema: productsResponseSchema, signal }),
  });

export const useProducts = () => useQuery(productsQuery());

const byNewest = (list: Product[]) => [...list].sort((a, b) => b.id - a.id);

function put(qc: QueryClient, product: Product) {
  qc.setQueryData<Product[]>(dataListKeys.products, (list) =>
    list ? byNewest([...list.filter((p) => p.id !== product.id), product]) : list,
  );
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: ProductInput) => {
      const { id } = await request(DATA_LIST_PATHS.create, { method: 'POST', body: { item }, schema: productCreatedSchema });
      return { ...item, id, popularity: 0 } satisfies Product;
    },
    onSuccess: (product) => put(qc, product),
  });
}

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: number; item: ProductInput }) =>
      request(DATA_LIST_PATHS.one(id), { method: 'POST', body: { item }, schema: productSchema }),
    onSuccess: (product) => put(qc, product),
  });
}

/** One DELETE per product; resolves with the deleted ones, rejects only if none could be deleted. */
export function useDeleteProducts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (products: readonly Product[]) => {
      const results = await Promise.allSettled(
        products.map((p) => request(DATA_LIST_PATHS.one(p.id), { method: 'DELETE', schema: z.unknown() })),
      );
      const deleted = products.filter((_, i) => results[i]?.status === 'fulfilled');
      const ids = new Set(deleted.map((p) => p.id));
      qc.setQueryData<Product[]>(dataListKeys.products, (list) => list?.filter((p) => !ids.has(p.id)));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // 404: already deleted elsewhere (I11) — re-read the list so it matches the server.
      if (failure) void qc.invalidateQueries({ queryKey: dataListKeys.products });
      if (deleted.length === 0) throw failure?.reason;
      return deleted;
    },
  });
}

/** Undo: re-create each product under its old id and popularity (a plain function: the toast outlives the page). */
export async function restoreProducts(qc: QueryClient, products: readonly Product[]): Promise<void> {
  for (const { id, popularity, ...item } of products) {
    const res = await request(DATA_LIST_PATHS.create, {
      method: 'POST',
      body: { item: { ...item, id, popularity } },
      schema: productCreatedSchema,
    });
    put(qc, { ...item, id: res.id, popularity: res.id === id ? popularity : 0 });
  }
}
