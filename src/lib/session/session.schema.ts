// zod/mini: this module is on the first load (sign-in page); see docs/decisions/005.
import * as z from 'zod/mini';
import { isRole, type Role } from '../access';
import { safeImageSrc } from '../safe-url';

const CHAT_STATUSES = ['online', 'offline', 'away', 'do not disturb'] as const;

/** userInfo as stored (SPEC §3). Sizes are capped so a hostile value is rejected, not rendered. */
export const userInfoSchema = z.object({
  uid: z.pipe(z.union([z.string().check(z.maxLength(128)), z.number()]), z.transform(String)),
  displayName: z.string().check(z.maxLength(120)),
  about: z.catch(z.string().check(z.maxLength(2000)), ''),
  photoURL: z.pipe(
    z.catch(z.string().check(z.maxLength(2048)), ''),
    z.transform((v) => safeImageSrc(v) ?? ''),
  ),
  status: z.catch(z.enum(CHAT_STATUSES), 'online'),
  /** An unknown role is kept as "no role" (null) and never folded into a known one. */
  userRole: z.pipe(
    z.unknown(),
    z.transform((v): Role | null => (v === undefined ? 'admin' : isRole(v) ? v : null)),
  ),
  email: z.optional(z.string().check(z.maxLength(320))),
  providerId: z.optional(z.string().check(z.maxLength(100))),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What the API returns as userData (login, register, refresh). */
const userDataSchema = z.object({
  uid: z.union([z.string().check(z.maxLength(128)), z.number()]),
  displayName: z.string().check(z.maxLength(120)),
  email: z.string().check(z.maxLength(320)),
  photoURL: z._default(z.string().check(z.maxLength(2048)), ''),
  userRole: z.optional(z.string().check(z.maxLength(32))),
  about: z.optional(z.string().check(z.maxLength(2000))),
  status: z.optional(z.string().check(z.maxLength(40))),
  providerId: z.optional(z.string().check(z.maxLength(100))),
});

export const authSuccessSchema = z.object({ userData: userDataSchema, accessToken: z.string().check(z.minLength(10), z.maxLength(8192)) });
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

/** Expiry is ms since epoch; anything non-finite or non-positive means expired. */
export const expirySchema = z.pipe(
  z.string().check(z.maxLength(32)),
  z.pipe(
    z.transform((v: string) => Number(v)),
    z.number().check(z.refine((n) => Number.isFinite(n) && n > 0)),
  ),
);

export const DEMO_GUEST: UserInfo = {
  uid: '0',
  displayName: 'John Doe',
  about: 'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
  photoURL: '/images/avatars/avatar-11.svg',
  status: 'online',
  userRole: 'admin',
};
