import { issueToken, verifyToken, TOKEN_LIFETIME_S } from './jwt';

describe('mock JWTs', () => {
  it('issues tokens that verify, with the 8000 s lifetime', async () => {
    const now = Date.now();
    const token = await issueToken(7, 'admin', now);
    expect(await verifyToken(token)).toBe('7');
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(TOKEN_LIFETIME_S);
  });

  it('rejects tampered, expired and foreign tokens', async () => {
    const token = await issueToken(7, 'editor');
    const [h, p, s] = token.split('.') as [string, string, string];
    const forged = `${h}.${btoa(JSON.stringify({ sub: 'jwt|1', role: 'admin', exp: 9_999_999_999 })).replace(/=+$/, '')}.${s}`;
    expect(await verifyToken(forged)).toBeNull();
    const expired = await issueToken(7, 'editor', Date.now() - (TOKEN_LIFETIME_S + 10) * 1000);
    expect(await verifyToken(expired)).toBeNull();
    expect(await verifyToken(expired, { ignoreExpiry: true })).toBe('7');
    expect(await verifyToken('not.a.token')).toBeNull();
    const none = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`;
    expect(await verifyToken(none)).toBeNull();
  });
});
