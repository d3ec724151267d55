// zod/mini: the sign-in page (first load) uses these schemas; see docs/decisions/005.
import * as z from 'zod/mini';
import { authSuccessSchema } from '@/lib/session/session.schema';
export { authSuccessSchema, type AuthSuccess } from '@/lib/session/session.schema';

/** Demo credentials shown on the login page (and seeded in the mock). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@admin.com', password: 'adminadmin', role: 'admin' },
  { email: 'editor@editor.com', password: 'editoreditor', role: 'editor' },
] as const;

/** SPEC §7 auth calls: paths and bodies shared by the client and the mock. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  refresh: '/api/auth/refresh-token',
  /** Demo-only: mints a session for a profile from the demo social provider window. */
  social: '/api/auth/social',
  checkpointReward: '/api/user/checkpoint-reward',
} as const;

export const loginRequestSchema = z.object({ email: z.string().check(z.maxLength(320)), password: z.string().check(z.maxLength(200)) });
export const registerRequestSchema = z.object({
  displayName: z.string().check(z.maxLength(120)),
  email: z.string().check(z.maxLength(320)),
  password: z.string().check(z.maxLength(200)),
});
export const refreshRequestSchema = z.object({ accessToken: z.string().check(z.maxLength(8192)) });

/** Login answers {userData, accessToken}, or 200 {error} (SPEC §7); anything else without userData is a wrong login. */
export const loginResponseSchema = z.union([authSuccessSchema, z.object({ error: z.string().check(z.maxLength(500)) }), z.looseObject({})]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isAuthSuccess(res: LoginResponse): res is z.infer<typeof authSuccessSchema> {
  return 'userData' in res && 'accessToken' in res && typeof res.accessToken === 'string' && typeof res.userData === 'object';
}

export const registerResponseSchema = z.union([
  authSuccessSchema,
  z.object({
    error: z.object({ email: z.optional(z.string().check(z.maxLength(500))), displayName: z.optional(z.string().check(z.maxLength(500))) }),
  }),
  z.object({ error: z.string().check(z.maxLength(500)) }),
]);

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'github'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** The profile a social provider hands back (validated: it crosses a window boundary). */
export const socialProfileSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(320)),
  picture: z.optional(z.string().check(z.maxLength(2048))),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const socialRequestSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS), profile: socialProfileSchema });
