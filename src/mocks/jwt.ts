import { SignJWT, jwtVerify } from 'jose';

/** Demo-only signing key: the mock issues and checks real HS256 JWTs (SPEC §9: 8000 s lifetime). */
const SECRET = new TextEncoder().encode('tessera-demo-signing-key-not-for-production-use-0001');
export const TOKEN_LIFETIME_S = 8000;

export async function issueToken(uid: string | number, role: string, now: number = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(`jwt|${uid}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(SECRET);
}

/** Returns the token's uid when the signature and expiry check out, else null. */
export async function verifyToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, SECRET, {
      algorithms: ['HS256'],
      ...(options.ignoreExpiry ? { currentDate: new Date(0) } : {}),
    });
    const sub = payload.sub ?? '';
    return sub.startsWith('jwt|') ? sub.slice(4) : null;
  } catch {
    return null;
  }
}
