import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { productListSchema, productSchema, SHOP_PATHS } from './shop.contract';

const shopKeys = {
  all: ['shop'] as const,
  products: () => [...shopKeys.all, 'products'] as const,
  product: (id: string) => [...shopKeys.all, 'product', id] as const,
};

const productsQuery = () =>
  queryOptions({
    queryKey: shopKeys.products(),
    queryFn: ({ signal }) => request(SHOP_PATHS.products, { schema: productListSchema, signal }).then((r) => r.products),
    staleTime: 5 * 60_000,
  });

const productQuery = (id: string) =>
  queryOptions({
    queryKey: shopKeys.product(id),
    queryFn: ({ signal }) => request(SHOP_PATHS.product(id), { schema: productSchema, signal }),
    retry: (count, error) => !(error && 'kind' in error && error.kind === 'not-found') && count < 2,
  });

export const useProducts = () => useQuery(productsQuery());
export const useProduct = (id: string) => useQuery(productQuery(id));
