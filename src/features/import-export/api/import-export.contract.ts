import { z } from 'zod';

/**
 * The one SPEC §7 call this feature makes: a small copy of the data-list create contract
 * (features never import each other). POST /api/data-list/products/ {item} → 201 {id}.
 */
export const CREATE_PRODUCT_PATH = '/api/data-list/products/';
export const productCreatedSchema = z.object({ id: z.number() });
