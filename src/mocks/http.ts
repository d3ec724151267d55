import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { setSimulatedOffline } from '@/lib/network-status';
import { verifyToken } from './jwt';

/**
 * Shared pieces for feature handlers: URL patterns, JSON replies, body parsing, and the control
 * handler that runs before every /api call (simulated latency and faults, Bearer check).
 */
export const api = (path: string): string => `*/api/${path.replace(/^\/?(api\/)?/, '')}`;

export const ok = <T>(data: T, status = 200) => HttpResponse.json(data as never, { status });
export const fail = (status: number, error: unknown) => HttpResponse.json({ error } as never, { status });

/** Reads a JSON body; malformed JSON yields null so handlers answer 400 instead of throwing. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

export interface MockControls {
  latencyMs: number;
  errorRate: number;
  /** e.g. { pattern: '/api/apps/email', status: 500 } */
  forced: { pattern: string; status: 401 | 403 | 500 } | null;
  offline: boolean;
}

export const DEFAULT_CONTROLS: MockControls = { latencyMs: 0, errorRate: 0, forced: null, offline: false };
export const mockControls: MockControls = { ...DEFAULT_CONTROLS };

const CONTROLS_KEY = 'tessera.mockControls';
const controlsSchema = z.object({
  latencyMs: z.number().min(0).max(60_000),
  errorRate: z.number().min(0).max(1),
  forced: z
    .object({ pattern: z.string().startsWith('/api/'), status: z.union([z.literal(401), z.literal(403), z.literal(500)]) })
    .nullable(),
  offline: z.boolean(),
});
let controlsStorage: Storage | null = null;

export function setMockControls(patch: Partial<MockControls>): void {
  Object.assign(mockControls, patch);
  // The app's offline notice and errors follow a simulated outage as they follow a real one.
  setSimulatedOffline(mockControls.offline);
  try {
    controlsStorage?.setItem(CONTROLS_KEY, JSON.stringify(mockControls));
  } catch {
    // Storage full or blocked: the settings still hold until the page reloads.
  }
}

/**
 * Browser only: the fault settings survive a reload of the tab (sessionStorage), so a fault can be tried on a
 * page's first load. What is read back is checked; anything else means no faults (and is dropped).
 */
export function persistMockControls(storage: Storage): void {
  controlsStorage = storage;
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage.getItem(CONTROLS_KEY) ?? 'null');
  } catch {
    stored = undefined;
  }
  const parsed = controlsSchema.safeParse(stored);
  if (parsed.success) setMockControls(parsed.data);
  else if (stored !== null) setMockControls(DEFAULT_CONTROLS);
}

const AUTH_FREE = /\/api\/auth\//;

/**
 * Runs first for every /api request. Returns nothing to fall through to the feature handler.
 * A request without a Bearer token is a signed-out demo visitor and is served; a request with an
 * invalid or expired token gets 401, which drives the client's refresh-and-retry path.
 */
export const controlHandler: HttpHandler = http.all('*/api/*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (mockControls.offline) return HttpResponse.error();
  if (mockControls.latencyMs > 0) await delay(mockControls.latencyMs);
  const forced = mockControls.forced;
  if (forced && forced.pattern && pathname.startsWith(forced.pattern) && !AUTH_FREE.test(pathname)) {
    return fail(
      forced.status,
      forced.status === 401 ? 'Invalid access token' : forced.status === 403 ? 'Forbidden' : 'Internal server error',
    );
  }
  if (mockControls.errorRate > 0 && !AUTH_FREE.test(pathname) && Math.random() < mockControls.errorRate) {
    return fail(500, 'Simulated server error');
  }
  const header = request.headers.get('authorization');
  if (header && !AUTH_FREE.test(pathname)) {
    const token = header.replace(/^Bearer\s+/i, '');
    if (!(await verifyToken(token))) return fail(401, 'Invalid access token');
  }
  return undefined;
});
