import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/mocks/node';
import { apiHooks, ApiError, errorMessage, holdRequestsUntil, refreshAccessToken, request } from './api-client';
import { changeLocale } from './i18n';
import { SESSION_KEYS, useSession } from './session/session.store';
import { signOut } from './session/sign-out';

const workerStart = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start: workerStart }) }));

/** An unsigned JWT with a readable expiry: the client never checks signatures, the server does. */
function fakeJwt(name: string, expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: `jwt|1`, exp: expSeconds, name })}.sig-${name}`;
}
const OLD = fakeJwt('old');
const NEW = fakeJwt('new');
const userData = { uid: 1, displayName: 'John Doe', email: 'admin@admin.com', photoURL: '', userRole: 'admin' };
const ok = z.object({ ok: z.literal(true) });

function signInOld() {
  useSession.getState().signIn({ userData, accessToken: OLD });
}

/** Counts calls per path and records the Authorization header of each. */
function track() {
  const calls: { path: string; auth: string | null }[] = [];
  const listener = ({ request: req }: { request: Request }) => {
    calls.push({ path: new URL(req.url).pathname, auth: req.headers.get('authorization') });
  };
  server.events.on('request:start', listener);
  return {
    calls,
    count: (path: string) => calls.filter((c) => c.path === path).length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A protected endpoint that accepts only the new token. */
const protectedThing = http.get('*/api/test/thing', ({ request: req }) =>
  req.headers.get('authorization') === `Bearer ${NEW}`
    ? HttpResponse.json({ ok: true })
    : HttpResponse.json({ error: 'Invalid access token' }, { status: 401 }),
);
const refreshOk = http.post('*/api/auth/refresh-token', async () => {
  await delay(20);
  return HttpResponse.json({ userData, accessToken: NEW });
});

let expired: ReturnType<typeof vi.fn>;
beforeEach(() => {
  expired = vi.fn();
  apiHooks.onSessionExpired = expired as () => void;
});
afterEach(() => {
  apiHooks.onSessionExpired = () => {};
});

describe('B. tokens, 401 and refresh (one refresh gate)', () => {
  it('B1: five parallel 401s cause exactly one refresh; each call is retried once with the new Bearer', async () => {
    signInOld();
    server.use(protectedThing, refreshOk);
    const t = track();
    const results = await Promise.all(Array.from({ length: 5 }, () => request('/api/test/thing', { schema: ok })));
    t.stop();
    expect(results).toEqual(Array(5).fill({ ok: true }));
    expect(t.count('/api/auth/refresh-token')).toBe(1);
    expect(t.count('/api/test/thing')).toBe(10);
    expect(t.calls.filter((c) => c.path === '/api/test/thing' && c.auth === `Bearer ${NEW}`)).toHaveLength(5);
    expect(t.calls.find((c) => c.path === '/api/auth/refresh-token')?.auth).toBeNull();
    expect(useSession.getState().token).toBe(NEW);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(NEW);
    expect(expired).not.toHaveBeenCalled();
  });

  it('B1: a 401 that arrives after another call already renewed the token is retried without a second refresh', async () => {
    signInOld();
    server.use(
      http.get('*/api/test/slow', async ({ request: req }) => {
        if (req.headers.get('authorization') === `Bearer ${NEW}`) return HttpResponse.json({ ok: true });
        await delay(80);
        return HttpResponse.json({ error: 'Invalid access token' }, { status: 401 });
      }),
      protectedThing,
      http.post('*/api/auth/refresh-token', () => HttpResponse.json({ userData, accessToken: NEW })),
    );
    const t = track();
    const all = await Promise.all([request('/api/test/thing', { schema: ok }), request('/api/test/slow', { schema: ok })]);
    t.stop();
    expect(all).toEqual([{ ok: true }, { ok: true }]);
    expect(t.count('/api/auth/refresh-token')).toBe(1);
  });

  it('B2: a retried call that gets 401 again rejects; no second refresh; one logout; bounded requests', async () => {
    signInOld();
    server.use(
      http.get('*/api/test/always401', () => HttpResponse.json({ error: 'Invalid access token' }, { status: 401 })),
      refreshOk,
    );
    const t = track();
    const settled = await Promise.allSettled(Array.from({ length: 3 }, () => request('/api/test/always401', { schema: ok })));
    t.stop();
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(t.count('/api/auth/refresh-token')).toBe(1);
    expect(t.count('/api/test/always401')).toBe(6);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('B3: refresh answering 401 is not intercepted; all queued calls reject; one logout + notice', async () => {
    signInOld();
    server.use(
      protectedThing,
      http.post('*/api/auth/refresh-token', () => HttpResponse.json({ error: 'Invalid access token' }, { status: 401 })),
    );
    const t = track();
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => request('/api/test/thing', { schema: ok })));
    t.stop();
    expect(settled.map((s) => s.status)).toEqual(Array(5).fill('rejected'));
    const reason = (settled[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason.kind).toBe('unauthorized');
    expect(reason.message).not.toContain(OLD);
    expect(t.count('/api/auth/refresh-token')).toBe(1);
    expect(t.count('/api/test/thing')).toBe(5);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it.each([
    ['empty object', () => HttpResponse.json({})],
    ['token not a string', () => HttpResponse.json({ userData, accessToken: 12345678901 })],
    ['not JSON', () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } })],
    ['HTML page', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['token that is not a JWT', () => HttpResponse.json({ userData, accessToken: 'definitely-not-a-jwt' })],
  ])('B5: refresh 200 with %s is a refresh failure and writes nothing', async (_name, reply) => {
    signInOld();
    server.use(protectedThing, http.post('*/api/auth/refresh-token', reply));
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await expect(request('/api/test/thing', { schema: ok })).rejects.toBeInstanceOf(ApiError);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('B6: a 401 from login or register is wrong credentials, never a refresh', async () => {
    signInOld();
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Email Or Password Invalid' }, { status: 401 })),
      http.post('*/api/auth/register', () => HttpResponse.json({ error: 'nope' }, { status: 401 })),
    );
    const t = track();
    const login = request('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' }, schema: ok });
    await expect(login).rejects.toMatchObject({ kind: 'unauthorized', message: 'Email Or Password Invalid' });
    await expect(request('/api/auth/register', { method: 'POST', body: {}, schema: ok })).rejects.toMatchObject({ kind: 'unauthorized' });
    t.stop();
    expect(t.count('/api/auth/refresh-token')).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe(OLD);
  });

  it('B8: 403 means no refresh and no logout', async () => {
    signInOld();
    server.use(http.get('*/api/test/forbidden', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })));
    const t = track();
    await expect(request('/api/test/forbidden', { schema: ok })).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    t.stop();
    expect(t.count('/api/auth/refresh-token')).toBe(0);
    expect(t.count('/api/test/forbidden')).toBe(1);
    expect(expired).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe(OLD);
  });

  it.each([400, 404, 409, 422, 500, 503])('B9: %i is rejected with a message, not retried, no refresh', async (status) => {
    signInOld();
    server.use(http.get('*/api/test/status', () => HttpResponse.json({ error: `Problem ${status}` }, { status })));
    const t = track();
    const error = await request('/api/test/status', { schema: ok }).catch((e: unknown) => e);
    t.stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message.length).toBeGreaterThan(3);
    expect(t.count('/api/test/status')).toBe(1);
    expect(t.count('/api/auth/refresh-token')).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('B11: a create that gets 401 then is retried makes exactly one item', async () => {
    signInOld();
    const created: number[] = [];
    server.use(
      http.post('*/api/test/products', ({ request: req }) => {
        if (req.headers.get('authorization') !== `Bearer ${NEW}`)
          return HttpResponse.json({ error: 'Invalid access token' }, { status: 401 });
        created.push(created.length + 1);
        return HttpResponse.json({ id: created.length }, { status: 201 });
      }),
      refreshOk,
    );
    const res = await request('/api/test/products', {
      method: 'POST',
      body: { item: { name: 'x' } },
      schema: z.object({ id: z.number() }),
    });
    expect(res).toEqual({ id: 1 });
    expect(created).toHaveLength(1);
  });

  it('B12: a call aborted while the refresh is in flight rejects as aborted and is not retried', async () => {
    signInOld();
    server.use(
      protectedThing,
      http.post('*/api/auth/refresh-token', async () => {
        await delay(60);
        return HttpResponse.json({ userData, accessToken: NEW });
      }),
    );
    const t = track();
    const controller = new AbortController();
    const pending = request('/api/test/thing', { schema: ok, signal: controller.signal });
    await vi.waitFor(() => expect(t.count('/api/auth/refresh-token')).toBe(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    await delay(80);
    t.stop();
    expect(t.count('/api/test/thing')).toBe(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('the gate resets after a failure: a later 401 refreshes again', async () => {
    signInOld();
    let refreshes = 0;
    server.use(
      protectedThing,
      http.post('*/api/auth/refresh-token', () =>
        ++refreshes === 1 ? HttpResponse.json({ error: 'x' }, { status: 500 }) : HttpResponse.json({ userData, accessToken: NEW }),
      ),
    );
    await expect(request('/api/test/thing', { schema: ok })).rejects.toBeInstanceOf(ApiError);
    signInOld();
    await expect(request('/api/test/thing', { schema: ok })).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(2);
  });

  it('the gate resets after success, and a refresh without a token rejects without wedging the gate', async () => {
    await expect(refreshAccessToken()).rejects.toMatchObject({ kind: 'unauthorized' });
    signInOld();
    server.use(http.post('*/api/auth/refresh-token', () => HttpResponse.json({ userData, accessToken: NEW })));
    await expect(refreshAccessToken()).resolves.toBe(NEW);
    await expect(refreshAccessToken()).resolves.toBe(NEW);
  });
});

describe('C7: logout and late responses', () => {
  it('a refresh that answers after logout does not refill storage', async () => {
    signInOld();
    server.use(
      protectedThing,
      http.post('*/api/auth/refresh-token', async () => {
        await delay(50);
        return HttpResponse.json({ userData, accessToken: NEW });
      }),
    );
    const t = track();
    const pending = request('/api/test/thing', { schema: ok }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(t.count('/api/auth/refresh-token')).toBe(1));
    signOut();
    signOut();
    const result = await pending;
    t.stop();
    expect(result).toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(t.count('/api/test/thing')).toBe(1);
  });

  it('double logout is harmless and leaves nothing behind', () => {
    signInOld();
    localStorage.setItem('tessera.user.cart', '[1]');
    signOut();
    signOut();
    expect(Object.values(SESSION_KEYS).map((k) => localStorage.getItem(k))).toEqual([null, null, null, null]);
    expect(localStorage.getItem('tessera.user.cart')).toBeNull();
  });
});

describe('H. network faults and the mock server', () => {
  it.each([
    ['200 with a broken JSON body', () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } })],
    ['200 with the wrong shape', () => HttpResponse.json({ ok: 'yes', items: 3 })],
    [
      'a text/html 502 page',
      () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['200 text/plain', () => new HttpResponse('hello', { headers: { 'Content-Type': 'text/plain' } })],
  ])('H9: %s -> "Unexpected response from server", no crash', async (_name, reply) => {
    server.use(http.get('*/api/test/odd', reply));
    await expect(request('/api/test/odd', { schema: ok })).rejects.toMatchObject({
      message: 'Unexpected response from server',
      kind: 'unexpected',
    });
  });

  it('H3: a slow server times out with a readable message', async () => {
    server.use(
      http.get('*/api/test/slow-server', async () => {
        await delay(30_000);
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/api/test/slow-server', { schema: ok, timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('H4: a request that never answers times out (no endless wait)', async () => {
    server.use(
      http.get('*/api/test/never', async () => {
        await delay('infinite');
        return HttpResponse.json({ ok: true });
      }),
    );
    const started = Date.now();
    await expect(request('/api/test/never', { schema: ok, timeoutMs: 80 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('network failure gives a readable message', async () => {
    server.use(http.get('*/api/test/down', () => HttpResponse.error()));
    await expect(request('/api/test/down', { schema: ok })).rejects.toMatchObject({
      kind: 'network',
      message: 'Server unreachable. Please try again later.',
    });
  });

  it('H7: public/mockServiceWorker.js matches the installed msw version', () => {
    const worker = readFileSync('public/mockServiceWorker.js', 'utf8');
    const installed = (JSON.parse(readFileSync('node_modules/msw/package.json', 'utf8')) as { version: string }).version;
    expect(worker.match(/const PACKAGE_VERSION = '([^']+)'/)?.[1]).toBe(installed);
  });

  it('H8: the browser worker lets unmatched requests pass through quietly', async () => {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
    expect(workerStart).toHaveBeenCalledWith(expect.objectContaining({ onUnhandledRequest: 'bypass', quiet: true }));
  });

  it('requests wait for the mock API to start (the first page renders meanwhile); a failed start lets them out', async () => {
    server.use(http.get('*/api/test/ready', () => HttpResponse.json({ ok: true })));
    const tracker = track();
    try {
      for (const outcome of ['started', 'failed'] as const) {
        let settle: (ok: boolean) => void = () => {};
        holdRequestsUntil(new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('no worker'))))));
        const sentBefore = tracker.count('/api/test/ready');
        const pending = request('/api/test/ready', { schema: ok });
        await delay(30);
        expect(tracker.count('/api/test/ready')).toBe(sentBefore); // still waiting
        settle(outcome === 'started');
        await expect(pending).resolves.toEqual({ ok: true });
      }
      expect(tracker.count('/api/test/ready')).toBe(2);
    } finally {
      holdRequestsUntil(Promise.resolve());
      tracker.stop();
    }
  });

  it('H8: tests fail loudly on an unhandled request', async () => {
    const spy = vi.fn();
    console.error = spy;
    await expect(fetch('http://localhost/no-handler-for-this')).rejects.toThrow();
    expect(String(spy.mock.calls[0]?.[0] ?? '')).toMatch(/without a matching request handler/i);
  });
});

describe('error texts follow the reader’s language', () => {
  afterEach(async () => {
    await changeLocale('en');
  });

  it('the client’s own messages are translated; a server’s own message is passed on as it is', async () => {
    await changeLocale('de');
    server.use(
      http.get('*/api/test/forbidden', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      http.get('*/api/test/broken', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get('*/api/test/gone', () => HttpResponse.json({ error: 'No such invoice' }, { status: 404 })),
    );
    await expect(request('/api/test/forbidden', { schema: ok })).rejects.toMatchObject({ message: 'Dazu fehlt Ihnen die Berechtigung.' });
    await expect(request('/api/test/broken', { schema: ok })).rejects.toMatchObject({
      message: 'Der Server hatte ein Problem. Bitte versuchen Sie es erneut.',
    });
    await expect(request('/api/test/gone', { schema: ok })).rejects.toMatchObject({ message: 'No such invoice' });
    expect(errorMessage(undefined)).toBe('Etwas ist schiefgelaufen');
  });
});
