import { z } from 'zod';
import { ROLES } from '../data/sample-users';

export const TABLES_PATHS = {
  contacts: '/api/tables/contacts',
  users: '/api/tables/users',
} as const;

/** ISO 3166 region codes of the contacts; the grid shows them as country names in the UI language. */
export const CONTACT_COUNTRIES = ['US', 'CA', 'DE', 'FR', 'PT', 'BR', 'AU'] as const;
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];

const contactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  city: z.string(),
  country: z.enum(CONTACT_COUNTRIES),
  state: z.string(),
  zip: z.string(),
  followers: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactsResponseSchema = z.array(contactSchema);

const sampleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  website: z.string(),
  role: z.enum(ROLES),
  age: z.number().int(),
  city: z.string(),
});

export const SERVER_SORT_COLUMNS = ['id', 'name', 'email', 'website'] as const;
export type ServerSortColumn = (typeof SERVER_SORT_COLUMNS)[number];

/** Query of the server-side demo: search, one sort column, 1-based page. */
export const serverQuerySchema = z.object({
  q: z.string().max(100).default(''),
  sort: z.enum(SERVER_SORT_COLUMNS).default('id'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export type ServerQuery = z.infer<typeof serverQuerySchema>;

export const serverPageSchema = z.object({
  rows: z.array(sampleUserSchema),
  total: z.number().int(),
});
export type ServerPage = z.infer<typeof serverPageSchema>;
