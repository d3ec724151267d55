import { request } from '@/lib/api-client';
import type { ProductItem } from '../lib/validate';
import { CREATE_PRODUCT_PATH, productCreatedSchema } from './import-export.contract';

export function createProduct(item: ProductItem, signal?: AbortSignal): Promise<{ id: number }> {
  return request(CREATE_PRODUCT_PATH, { method: 'POST', body: { item }, schema: productCreatedSchema, signal });
}
