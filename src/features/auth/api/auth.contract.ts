import { z } from 'zod';
export { authSuccessSchema, userDataSchema, type AuthSuccess } from '@/lib/session/session.schema';

/** SPEC §7 auth calls: paths and bodies shared by the client and the mock. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  refresh: '/api/auth/refresh-token',
  checkpointReward: '/api/user/checkpoint-reward',
} as const;

export const loginRequestSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });
export const registerRequestSchema = z.object({
  displayName: z.string().max(120),
  email: z.string().max(320),
  password: z.string().max(200),
});
export const refreshRequestSchema = z.object({ accessToken: z.string().max(8192) });

/** Mock login failure is a 200 with an error text (SPEC §8). */
export const loginErrorSchema = z.object({ error: z.string() });
export const registerErrorSchema = z.object({
  error: z.object({ email: z.string().optional(), displayName: z.string().optional() }),
});

export const checkpointRewardSchema = z.object({
  userName: z.string(),
  progress: z.number(),
  sales: z.number().optional(),
});
export type CheckpointReward = z.infer<typeof checkpointRewardSchema>;
