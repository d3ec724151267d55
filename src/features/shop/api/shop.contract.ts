import { z } from 'zod';

/**
 * Shop calls served by the mock (the demo catalogue; SPEC §3 catalogue item, FEATURES "Shop search offline"):
 * - GET /api/apps/ecommerce/products[?size=N]  → { products: Product[] }  (N = 1..10 000, default 1 000)
 * - GET /api/apps/ecommerce/products/{objectID} → Product, or 404 { error: 'Not found' }
 */
export const SHOP_PATHS = {
  products: '/api/apps/ecommerce/products',
  product: (id: string) => `/api/apps/ecommerce/products/${encodeURIComponent(id)}`,
} as const;

export const DEFAULT_CATALOGUE_SIZE = 1_000;
export const MAX_CATALOGUE_SIZE = 10_000;
/** The item the /apps/eCommerce/item/ redirect lands on. */
export const FEATURED_ITEM_ID = '5546604';

export const productSchema = z.object({
  objectID: z.string().min(1).max(40),
  name: z.string().max(1000),
  description: z.string().max(5000),
  brand: z.string().max(200),
  categories: z.array(z.string().max(200)).max(20),
  hierarchicalCategories: z.object({
    lvl0: z.string().max(200),
    lvl1: z.string().max(400).optional(),
    lvl2: z.string().max(600).optional(),
    lvl3: z.string().max(800).optional(),
  }),
  type: z.string().max(200),
  price: z.number().nonnegative().max(1_000_000),
  price_range: z.string().max(40),
  image: z.string().max(500),
  url: z.string().max(500),
  free_shipping: z.boolean(),
  rating: z.number().int().min(0).max(5),
  popularity: z.number().min(0).max(100),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema) });
