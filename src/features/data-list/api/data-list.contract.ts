import { z } from 'zod';

/** SPEC §7 data-list calls: paths and bodies shared by the client and the mock. */
export const DATA_LIST_PATHS = {
  list: '/api/data-list/products',
  create: '/api/data-list/products/',
  one: (id: number | string) => `/api/data-list/products/${encodeURIComponent(String(id))}`,
} as const;

/** The form also offers Appliance (FEATURES), on top of the seeded SPEC §3 categories. */
export const CATEGORIES = ['audio', 'computers', 'fitness', 'appliance'] as const;
export const ORDER_STATUSES = ['pending', 'on_hold', 'delivered', 'canceled'] as const;
export type Category = (typeof CATEGORIES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Product images are bundled paths or a locally read raster image (data URL, ≤ ~1 MB). */
const IMAGE_MAX_CHARS = 1_400_000;

export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(200),
  category: z.enum(CATEGORIES),
  img: z.string().max(IMAGE_MAX_CHARS),
  order_status: z.enum(ORDER_STATUSES),
  popularity: z.number().min(0).max(100),
  price: z.number().positive().max(1_000_000),
});
export type Product = z.infer<typeof productSchema>;

const productInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  category: z.enum(CATEGORIES),
  img: z.string().max(IMAGE_MAX_CHARS).default(''),
  order_status: z.enum(ORDER_STATUSES).default('pending'),
  price: z.number().positive().max(1_000_000),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productsResponseSchema = z.array(productSchema);
export const productItemRequestSchema = z.object({ item: productInputSchema });
/**
 * Create: popularity starts at 0 (FEATURES). Undo of a delete sends the old id and popularity back;
 * they are honoured only when that id is free, so the product returns unchanged.
 */
export const productCreateRequestSchema = z.object({
  item: productInputSchema.extend({ id: z.number().int().positive().optional(), popularity: z.number().min(0).max(100).optional() }),
});
export const productCreatedSchema = z.object({ id: z.number() });

export function parseProductId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
