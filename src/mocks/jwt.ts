import { SignJWT, jwtVerify } from 'jose';

/** Demo-only signing key: the mock issues and checks real HS256 JWTs (SPEC §9: 8000 s lifetime). */
// A CryptoKey rather than raw bytes: jsdom's TextEncoder returns a Uint8Array from another realm, which
// jose rejects, while a WebCrypto key works the same in browsers, Node and jsdom.
let secret: Promise<CryptoKey> | null = null;
const key = () =>
  (secret ??= crypto.subtle.importKey(
    'raw',
    Uint8Array.from('tessera-demo-signing-key-not-for-production-use-0001', (c) => c.charCodeAt(0)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ));
export const TOKEN_LIFETIME_S = 8000;

export async function issueToken(uid: string | number, role: string, now: number = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(`jwt|${uid}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(await key());
}

/** Returns the token's uid when the signature and expiry check out, else null. */
export async function verifyToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
      algorithms: ['HS256'],
      ...(options.ignoreExpiry ? { currentDate: new Date(0) } : {}),
    });
    const sub = payload.sub ?? '';
    return sub.startsWith('jwt|') ? sub.slice(4) : null;
  } catch {
    return null;
  }
}
