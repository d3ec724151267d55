import { z } from 'zod';
import { ROLES } from '../data/sample-users';

export const TABLES_PATHS = {
  contacts: '/api/tables/contacts',
  users: '/api/tables/users',
} as const;

const contactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  city: z.string(),
  country: z.string(),
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
