import { z } from 'zod';
import { isRole, type Role } from '../access';
import { safeImageSrc } from '../safe-url';

const CHAT_STATUSES = ['online', 'offline', 'away', 'do not disturb'] as const;

/** userInfo as stored (SPEC §3). Sizes are capped so a hostile value is rejected, not rendered. */
export const userInfoSchema = z.object({
  uid: z.union([z.string().max(128), z.number().finite()]).transform(String),
  displayName: z.string().max(120),
  about: z.string().max(2000).catch(''),
  photoURL: z
    .string()
    .max(2048)
    .catch('')
    .transform((v) => safeImageSrc(v) ?? ''),
  status: z.enum(CHAT_STATUSES).catch('online'),
  /** An unknown role is kept as "no role" (null) and never folded into a known one. */
  userRole: z
    .unknown()
    .transform((v): Role | null => (v === undefined ? 'admin' : isRole(v) ? v : null)),
  email: z.string().max(320).optional(),
  providerId: z.string().max(100).optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What the API returns as userData (login, register, refresh). */
const userDataSchema = z.object({
  uid: z.union([z.string().max(128), z.number().finite()]),
  displayName: z.string().max(120),
  email: z.string().max(320),
  photoURL: z.string().max(2048).optional().default(''),
  userRole: z.string().max(32).optional(),
  about: z.string().max(2000).optional(),
  status: z.string().max(40).optional(),
  providerId: z.string().max(100).optional(),
});

export const authSuccessSchema = z.object({ userData: userDataSchema, accessToken: z.string().min(10).max(8192) });
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

/** Expiry is ms since epoch; anything non-finite or non-positive means expired. */
export const expirySchema = z
  .string()
  .max(32)
  .transform((v) => Number(v))
  .refine((n) => Number.isFinite(n) && n > 0);

export const DEMO_GUEST: UserInfo = {
  uid: '0',
  displayName: 'John Doe',
  about: 'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
  photoURL: '/images/avatars/avatar-11.svg',
  status: 'online',
  userRole: 'admin',
};
