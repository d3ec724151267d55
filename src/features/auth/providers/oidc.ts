import { OidcClient, UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import { z } from 'zod';
import { env } from '@/config/env';
import { safeReturnPath } from '@/lib/safe-url';

/**
 * Hosted sign-in (OIDC authorization code + PKCE, RFC 7636) through oidc-client-ts. Configured by
 * VITE_OIDC_AUTHORITY and VITE_OIDC_CLIENT_ID; without them the /callback page says so.
 * The library checks state and nonce; we additionally check iss, aud and exp of the ID token.
 */
export interface OidcConfig {
  authority: string;
  clientId: string;
}

function oidcConfig(): OidcConfig | null {
  return env.oidcAuthority && env.oidcClientId ? { authority: env.oidcAuthority, clientId: env.oidcClientId } : null;
}

function oidcSettings(config: OidcConfig, origin: string = window.location.origin): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    // Round-trip state lives in this tab only; we keep our own session, not the library's user store.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    filterProtocolClaims: false,
  };
}

let manager: { key: string; value: UserManager } | null = null;

function getUserManager(config: OidcConfig): UserManager {
  const key = `${config.authority}|${config.clientId}`;
  if (manager?.key !== key) manager = { key, value: new UserManager(oidcSettings(config)) };
  return manager.value;
}

/** A fresh random value per attempt (the library makes `state`; we make the nonce). */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Builds the authorization URL (code + PKCE S256; the library creates state and the code verifier and
 * keeps them in sessionStorage for /callback) with a fresh nonce; `returnTo` round-trips in the state.
 */
export async function createAuthorizationRequest(config: OidcConfig, returnTo: string): Promise<string> {
  const client = new OidcClient(oidcSettings(config));
  // request_type 'si:r' marks a redirect sign-in: UserManager.signinCallback refuses a state without it.
  const request = await client.createSigninRequest({
    request_type: 'si:r',
    state: { returnTo: safeReturnPath(returnTo) },
    nonce: randomNonce(),
  });
  return request.url;
}

/** Sends the browser to the provider. */
export async function startHostedSignIn(returnTo: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const config = oidcConfig();
  if (!config) throw new Error('Hosted sign-in is not configured.');
  go(await createAuthorizationRequest(config, returnTo));
}

export class CallbackError extends Error {
  constructor(
    readonly reason: 'not-configured' | 'no-params' | 'provider' | 'invalid',
    /** The provider's error_description: shown as text only. */
    readonly detail?: string,
  ) {
    super(reason);
    this.name = 'CallbackError';
  }
}

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  azp: z.string().optional(),
  name: z.string().max(120).optional(),
  email: z.string().max(320).optional(),
  picture: z.string().max(2048).optional(),
});

/** ID token checks the library leaves to us: issuer, audience, expiry (E6). */
export function validateIdTokenClaims(profile: unknown, config: OidcConfig, nowMs: number = Date.now()) {
  const claims = claimsSchema.safeParse(profile);
  if (!claims.success) throw new CallbackError('invalid');
  const c = claims.data;
  const issuer = config.authority.replace(/\/$/, '');
  if (c.iss.replace(/\/$/, '') !== issuer) throw new CallbackError('invalid');
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!audiences.includes(config.clientId)) throw new CallbackError('invalid');
  if (audiences.length > 1 && c.azp !== config.clientId) throw new CallbackError('invalid');
  if (c.exp * 1000 <= nowMs) throw new CallbackError('invalid');
  return c;
}

export interface HostedSignIn {
  user: User;
  claims: ReturnType<typeof validateIdTokenClaims>;
  returnTo: string;
}

const inFlight = new Map<string, Promise<HostedSignIn>>();

/**
 * Completes the sign-in for a /callback URL. One attempt per URL (React StrictMode mounts twice,
 * and a state can only be used once). Rejects with a CallbackError; never stores anything itself.
 */
export function completeHostedSignIn(url: string, config: OidcConfig | null = oidcConfig()): Promise<HostedSignIn> {
  const existing = inFlight.get(url);
  if (existing) return existing;
  const run = (async (): Promise<HostedSignIn> => {
    const params = new URL(url).searchParams;
    if (params.get('error'))
      throw new CallbackError('provider', (params.get('error_description') ?? params.get('error') ?? '').slice(0, 300));
    if (!config) throw new CallbackError('not-configured');
    if (!params.get('code') || !params.get('state')) throw new CallbackError('no-params');
    let user: User | undefined;
    try {
      user = await getUserManager(config).signinCallback(url);
    } catch (error) {
      console.warn('Hosted sign-in rejected:', error instanceof Error ? error.message : 'unknown error');
      throw new CallbackError('invalid');
    }
    if (!user) throw new CallbackError('invalid');
    const claims = validateIdTokenClaims(user.profile, config);
    const state = z.object({ returnTo: z.string() }).safeParse(user.state);
    return { user, claims, returnTo: safeReturnPath(state.success ? state.data.returnTo : '/') };
  })();
  inFlight.set(url, run);
  run.catch(() => undefined).finally(() => setTimeout(() => inFlight.delete(url), 5000));
  return run;
}
