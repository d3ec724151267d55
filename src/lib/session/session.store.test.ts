import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { can } from '../access';
import { readStored } from '../storage';
import { renewSessionAtStart } from '../api-client';
import { activeRole, isAuthenticated, SESSION_KEYS, useSession } from './session.store';
import { userInfoSchema } from './session.schema';
import { TokenParseError } from './jwt';

function fakeJwt(expSeconds: number, name = 'x'): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'none' })}.${enc({ sub: 'jwt|1', exp: expSeconds, name })}.sig`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const validUser = {
  uid: 1,
  displayName: 'John Doe',
  about: '',
  photoURL: '',
  status: 'online',
  userRole: 'admin',
  email: 'admin@admin.com',
};

/** Writes a complete, valid stored session, then overrides some keys with raw strings. */
function seedStorage(overrides: Partial<Record<keyof typeof SESSION_KEYS, string | null>> = {}) {
  const base = { user: JSON.stringify(validUser), token: fakeJwt(inAnHour()), expiry: String(Date.now() + 3_600_000), flag: 'true' };
  for (const [k, key] of Object.entries(SESSION_KEYS) as [keyof typeof SESSION_KEYS, string][]) {
    const value = k in overrides ? overrides[k] : base[k];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  useSession.getState().hydrate();
  return useSession.getState();
}

describe('A. stored session is untrusted input', () => {
  it('a valid stored session is read back as signed in', () => {
    const s = seedStorage();
    expect(isAuthenticated(s)).toBe(true);
    expect(s.user?.displayName).toBe('John Doe');
  });

  it.each(['{not json', 'undefined', 'null', '[]', '42', '""', 'true', '', '{"uid":1}'])(
    'A1/A2: userInfo = %j -> signed out, key removed, no throw',
    (raw) => {
      const s = seedStorage({ user: raw });
      expect(s.user).toBeNull();
      expect(isAuthenticated(s)).toBe(false);
      expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    },
  );

  it('A3: valid JSON of the wrong shape is rejected; nothing of it reaches the state', () => {
    const s = seedStorage({ user: JSON.stringify({ displayName: { $gt: '' }, userRole: ['admin'] }) });
    expect(s.user).toBeNull();
    expect(isAuthenticated(s)).toBe(false);
    expect(JSON.stringify(useSession.getState())).not.toContain('$gt');
  });

  it.each(['superadmin', 'ADMIN', ' admin', 'admin ', 'Editor', '', 'root', 'staff', 1, true, ['admin'], { role: 'admin' }, null])(
    'A4: stored userRole %j is "no role", never folded into admin',
    (role) => {
      const s = seedStorage({ user: JSON.stringify({ ...validUser, userRole: role }) });
      expect(s.user).not.toBeNull();
      expect(activeRole(s)).toBeNull();
      expect(can(activeRole(s), 'admin')).toBe(false);
      expect(can(activeRole(s), 'editor')).toBe(false);
      expect(can(activeRole(s), 'public')).toBe(true);
    },
  );

  it.each(['admin', 'editor'] as const)('A4: the known role %s is kept exactly', (role) => {
    const s = seedStorage({ user: JSON.stringify({ ...validUser, userRole: role }) });
    expect(activeRole(s)).toBe(role);
  });

  it('A4: a role from the API that is unknown is stored as no role', () => {
    useSession.getState().signIn({
      userData: { uid: 3, displayName: 'X', email: 'x@x.io', photoURL: '', userRole: 'superadmin' },
      accessToken: fakeJwt(inAnHour()),
    });
    expect(activeRole(useSession.getState())).toBeNull();
  });

  it.each(['NaN', '-1', '0', '1e400', 'Infinity', 'abc', '', String(Date.now() - 1000)])('A6: expiry %j is expired', (expiry) => {
    const s = seedStorage({ expiry });
    expect(isAuthenticated(s)).toBe(false);
  });

  it("A6: a far-future stored expiry is not trusted beyond the token's own exp", () => {
    const s = seedStorage({ expiry: '9999999999999', token: fakeJwt(Math.floor(Date.now() / 1000) - 60) });
    expect(isAuthenticated(s)).toBe(false);
  });

  it('A6: a bogus token with a far-future expiry is not a JWT: signed out', () => {
    const s = seedStorage({ expiry: '9999999999999', token: 'aaaa.bbbb.cccc' });
    expect(isAuthenticated(s)).toBe(false);
  });

  it.each([
    ['no token', { token: null }],
    ['no userInfo', { user: null }],
    ['no expiry', { expiry: null }],
    ['flag "yes"', { flag: 'yes' }],
    ['no flag', { flag: null }],
  ])('A7: logged-in flag with %s -> signed out', (_name, overrides) => {
    const s = seedStorage(overrides as Parameters<typeof seedStorage>[0]);
    expect(isAuthenticated(s)).toBe(false);
  });

  it('A9: storage refusing writes keeps the session in memory, reports it, and leaves no half session', () => {
    const original = Storage.prototype.setItem;
    let calls = 0;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      calls += 1;
      if (calls > 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const result = useSession
      .getState()
      .signIn({ userData: { uid: 1, displayName: 'John Doe', email: 'a@a.com', photoURL: '' }, accessToken: fakeJwt(inAnHour()) });
    spy.mockRestore();
    expect(result).toEqual({ stored: false });
    expect(isAuthenticated(useSession.getState())).toBe(true);
    expect(useSession.getState().memoryOnly).toBe(true);
    expect(Object.values(SESSION_KEYS).map((k) => localStorage.getItem(k))).toEqual([null, null, null, null]);
  });

  it('A10: a 5 MB displayName is rejected quickly', () => {
    const huge = JSON.stringify({ ...validUser, displayName: 'x'.repeat(5_000_000) });
    seedStorage();
    const original = Storage.prototype.getItem;
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      return key === SESSION_KEYS.user ? huge : original.call(this, key);
    });
    const started = performance.now();
    useSession.getState().hydrate();
    const s = useSession.getState();
    expect(performance.now() - started).toBeLessThan(500);
    spy.mockRestore();
    expect(s.user).toBeNull();
    expect(userInfoSchema.safeParse({ ...validUser, displayName: 'x'.repeat(121) }).success).toBe(false);
  });

  it('the one storage parser never throws on hostile input', () => {
    for (const raw of ['{not json', '"undefined"', 'null', '[]', '42', '', 'true', '\u0000', '{"__proto__":{"x":1}}']) {
      localStorage.setItem('k', raw);
      expect(() => readStored('k', userInfoSchema, null)).not.toThrow();
    }
  });

  it('a token whose expiry cannot be read fails sign-in with a code and stores nothing', () => {
    expect(() =>
      useSession
        .getState()
        .signIn({ userData: { uid: 1, displayName: 'A', email: 'a@a.com', photoURL: '' }, accessToken: 'not-a-jwt-at-all' }),
    ).toThrow(TokenParseError);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });
});

describe('silent renewal at start (SPEC §4)', () => {
  it('does nothing without a stored token', async () => {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => void calls.push(request.url);
    server.events.on('request:start', listener);
    await expect(renewSessionAtStart()).resolves.toBe(false);
    server.events.removeListener('request:start', listener);
    expect(calls).toEqual([]);
  });

  it('renews a stored token', async () => {
    const fresh = fakeJwt(inAnHour() + 100, 'fresh');
    server.use(http.post('*/api/auth/refresh-token', () => HttpResponse.json({ userData: validUser, accessToken: fresh })));
    seedStorage();
    await expect(renewSessionAtStart()).resolves.toBe(true);
    expect(useSession.getState().token).toBe(fresh);
  });

  it('a failure is only logged (warn, never error) and does not end the session', async () => {
    server.use(http.post('*/api/auth/refresh-token', () => HttpResponse.json({ error: 'Invalid access token' }, { status: 401 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = seedStorage();
    await expect(renewSessionAtStart()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0])).not.toContain(s.token ?? '???');
    warn.mockRestore();
    expect(useSession.getState().token).toBe(s.token);
  });
});
