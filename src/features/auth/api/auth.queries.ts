import { request } from '@/lib/api-client';
import {
  AUTH_PATHS,
  loginResponseSchema,
  registerResponseSchema,
  authSuccessSchema,
  type SocialProfile,
  type SocialProviderId,
} from './auth.contract';

export function postLogin(body: { email: string; password: string }, signal?: AbortSignal) {
  return request(AUTH_PATHS.login, { method: 'POST', body, schema: loginResponseSchema, signal });
}

export function postRegister(body: { displayName: string; email: string; password: string }, signal?: AbortSignal) {
  return request(AUTH_PATHS.register, { method: 'POST', body, schema: registerResponseSchema, signal });
}

export function postSocial(provider: SocialProviderId, profile: SocialProfile) {
  return request(AUTH_PATHS.social, { method: 'POST', body: { provider, profile }, schema: authSuccessSchema });
}
