import { z } from 'zod';
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

export const loginRequestSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });
export const registerRequestSchema = z.object({
  displayName: z.string().max(120),
  email: z.string().max(320),
  password: z.string().max(200),
});
export const refreshRequestSchema = z.object({ accessToken: z.string().max(8192) });

/** Login answers {userData, accessToken}, or 200 {error} (SPEC §7); anything else without userData is a wrong login. */
export const loginResponseSchema = z.union([
  authSuccessSchema,
  z.object({ error: z.string().max(500) }),
  z.looseObject({}),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isAuthSuccess(res: LoginResponse): res is z.infer<typeof authSuccessSchema> {
  return 'userData' in res && 'accessToken' in res && typeof res.accessToken === 'string' && typeof res.userData === 'object';
}

export const registerResponseSchema = z.union([
  authSuccessSchema,
  z.object({ error: z.object({ email: z.string().max(500).optional(), displayName: z.string().max(500).optional() }) }),
  z.object({ error: z.string().max(500) }),
]);

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'github'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** The profile a social provider hands back (validated: it crosses a window boundary). */
export const socialProfileSchema = z.object({
  id: z.string().min(1).max(128),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(320),
  picture: z.string().max(2048).optional(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const socialRequestSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS), profile: socialProfileSchema });
