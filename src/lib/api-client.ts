// Any zod schema (classic or mini) is accepted; parsing goes through zod/mini's small runtime.
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { env } from '@/config/env';
import { authSuccessSchema } from './session/session.schema';
import { useSession } from './session/session.store';
import { i18n } from './i18n';
import { isOnline } from './network-status';

export type ApiErrorKind =
  'http' | 'unauthorized' | 'forbidden' | 'not-found' | 'network' | 'offline' | 'timeout' | 'aborted' | 'unexpected';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status = 0,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The client's own error texts, in the reader's language at the time (common: errors.api.*). */
const text = (key: string, options?: { status: number }): string => i18n.t(`errors.api.${key}`, options);
const DEFAULT_TIMEOUT_MS = 20_000;
const NO_REFRESH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh-token'];
const REFRESH_PATH = '/api/auth/refresh-token';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  schema: $ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Hooks the app layer sets: what happens when the session cannot be renewed. */
export const apiHooks = {
  onSessionExpired: (): void => {},
};

/**
 * Requests wait for this before they go out: the demo's mock API worker starting (main.tsx), so the first page
 * renders while the worker's chunk downloads. A failed start lets them through to the network.
 */
let apiReady: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  apiReady = ready.catch(() => undefined);
}

function apiUrl(path: string, query?: RequestOptions<unknown>['query']): URL {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const base = env.apiBaseUrl || globalThis.location?.origin || 'http://localhost';
  const url = new URL(`${base}${normalized}`);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url;
}

function apiOrigin(): string {
  return new URL(env.apiBaseUrl || globalThis.location?.origin || 'http://localhost').origin;
}

// The one refresh gate: concurrent 401s share this promise, so the refresh call runs once.
let refreshInFlight: Promise<string> | null = null;

/**
 * Renews the access token through the one gate. The refresh call itself bypasses the 401 logic; the
 * gate resets after success and failure. A response that arrives after the session changed (logout,
 * another sign-in) is dropped so it cannot refill storage (C7).
 */
export function refreshAccessToken(): Promise<string> {
  if (refreshInFlight) return refreshInFlight;
  const run = (async () => {
    const current = useSession.getState().token;
    if (!current) throw new ApiError('Invalid access token', 'unauthorized', 401);
    const res = await send(REFRESH_PATH, { method: 'POST', body: { accessToken: current }, schema: authSuccessSchema }, null);
    if (useSession.getState().token !== current) throw new ApiError('Session changed while renewing', 'aborted');
    useSession.getState().signIn(res, useSession.getState().user?.providerId, { keepRole: true });
    return res.accessToken;
  })();
  const gate = run.finally(() => {
    if (refreshInFlight === gate) refreshInFlight = null;
  });
  refreshInFlight = gate;
  return gate;
}

export function resetRefreshGate(): void {
  refreshInFlight = null;
  expiredToken = null;
}

/**
 * Silent renewal at application start (SPEC §4). A failure is only logged (SPEC §8): the next call
 * that gets a 401 goes through the normal refresh path and ends the session if it still fails.
 */
export async function renewSessionAtStart(): Promise<boolean> {
  if (!useSession.getState().token) return false;
  try {
    await refreshAccessToken();
    return true;
  } catch (error) {
    console.warn('Session renewal at start failed:', error instanceof ApiError ? error.message : 'unknown error');
    return false;
  }
}

function isNoRefreshPath(pathname: string): boolean {
  return NO_REFRESH_PATHS.some((p) => pathname === p || pathname.endsWith(p));
}

/**
 * The single HTTP client for mock and real APIs alike. A 401 triggers one shared refresh and one
 * retry with the new Bearer token; a second 401, or a failed refresh, ends the session.
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const sentToken = useSession.getState().token;
  try {
    return await send(path, options, sentToken);
  } catch (error) {
    const pathname = apiUrl(path).pathname;
    // 401 from login/register is "wrong credentials", never a refresh trigger (B6).
    if (!(error instanceof ApiError) || error.kind !== 'unauthorized' || isNoRefreshPath(pathname)) throw error;
    if (options.signal?.aborted) throw new ApiError(text('cancelled'), 'aborted');
    let fresh: string;
    const now = useSession.getState().token;
    if (now && sentToken && now !== sentToken) {
      // Another call already renewed the token while this one was on the wire: just retry.
      fresh = now;
    } else {
      try {
        fresh = await refreshAccessToken();
      } catch (refreshError) {
        if (refreshError instanceof ApiError && refreshError.kind === 'aborted') throw refreshError;
        expireSession(sentToken);
        throw new ApiError(text('sessionExpired'), 'unauthorized', 401);
      }
    }
    if (options.signal?.aborted) throw new ApiError(text('cancelled'), 'aborted');
    try {
      return await send(path, options, fresh);
    } catch (retryError) {
      // A retried call is never refreshed again (no loop): it rejects and the session ends once.
      if (retryError instanceof ApiError && retryError.kind === 'unauthorized') {
        expireSession(fresh);
        throw new ApiError(text('sessionExpired'), 'unauthorized', 401);
      }
      throw retryError;
    }
  }
}

/** The token whose session was already ended: later failures of the same session end nothing more. */
let expiredToken: string | null = null;

function expireSession(token: string | null): void {
  const current = useSession.getState().token;
  if (token !== null && expiredToken === token) return;
  if (current === null && token === null) return;
  expiredToken = token ?? current;
  useSession.getState().signOut();
  apiHooks.onSessionExpired();
}

async function send<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<T> {
  await apiReady;
  const url = apiUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The Bearer token goes to the API origin only, never to a third party.
  if (token && url.origin === apiOrigin()) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError(text('cancelled'), 'aborted');
    if (timeout.aborted) throw new ApiError(text('timeout'), 'timeout');
    if (!isOnline()) throw new ApiError(text('offline'), 'offline');
    throw new ApiError(text('network'), 'network', 0, error);
  }
  const body = await readBody(res);
  if (!res.ok) throw httpError(res.status, body);
  if (body === NOT_JSON) throw new ApiError(text('unexpected'), 'unexpected', res.status);
  const parsed = safeParse(options.schema, body);
  if (!parsed.success) throw new ApiError(text('unexpected'), 'unexpected', res.status, body);
  return parsed.data;
}

const NOT_JSON = Symbol('not-json');

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text().catch(() => '');
  if (!type.includes('json')) return text === '' ? null : NOT_JSON;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function httpError(status: number, body: unknown): ApiError {
  const raw =
    body && typeof body === 'object' && 'error' in body && typeof (body as { error: unknown }).error === 'string'
      ? (body as { error: string }).error
      : null;
  // Server text is shown to people: keep it short and single-line.
  const serverMessage = raw ? raw.replace(/\s+/g, ' ').trim().slice(0, 200) || null : null;
  if (status === 401) return new ApiError(serverMessage ?? text('unauthorized'), 'unauthorized', status, body);
  if (status === 403) return new ApiError(text('forbidden'), 'forbidden', status, body);
  // An HTML error page (proxy 502, captive portal…) is not an answer from our API (H9).
  if (body === NOT_JSON) return new ApiError(text('unexpected'), 'unexpected', status);
  if (status === 404) return new ApiError(serverMessage ?? text('notFound'), 'not-found', status, body);
  if (status >= 500) return new ApiError(text('server'), 'http', status, body);
  return new ApiError(serverMessage ?? text('failed', { status }), 'http', status, body);
}

/** A readable message for any thrown value, for toasts and inline errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return text('generic');
}
