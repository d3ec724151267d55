import * as z from 'zod/mini';

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

// zod/mini: the cart store parses stored products with this schema, and the cart badge puts that store in the
// shell of every page; classic zod there cost ~15 kB gzip on each cold visit (docs/decisions/005).
const text = (max: number) => z.string().check(z.maxLength(max));
const between = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

export const productSchema = z.object({
  objectID: z.string().check(z.minLength(1), z.maxLength(40)),
  name: text(1000),
  description: text(5000),
  brand: text(200),
  categories: z.array(text(200)).check(z.maxLength(20)),
  hierarchicalCategories: z.object({
    lvl0: text(200),
    lvl1: z.optional(text(400)),
    lvl2: z.optional(text(600)),
    lvl3: z.optional(text(800)),
  }),
  type: text(200),
  price: between(0, 1_000_000),
  price_range: text(40),
  image: text(500),
  url: text(500),
  free_shipping: z.boolean(),
  rating: z.int().check(z.gte(0), z.lte(5)),
  popularity: between(0, 100),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema) });
