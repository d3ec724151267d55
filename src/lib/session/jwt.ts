import * as z from 'zod/mini';

const payloadSchema = z.object({ exp: z.number().check(z.positive()), sub: z.optional(z.string()) });

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bin = atob(b64);
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Reads the expiry of a JWT (not its signature: the server checks that). Throws TOKEN_PARSE on junk. */
export function readTokenExpiry(token: string): number {
  try {
    const part = token.split('.')[1];
    if (!part) throw new Error('no payload');
    const payload = payloadSchema.parse(JSON.parse(base64UrlDecode(part)));
    return payload.exp * 1000;
  } catch {
    throw new TokenParseError();
  }
}

export class TokenParseError extends Error {
  readonly code = 'TOKEN_PARSE';
  constructor() {
    super('TOKEN_PARSE');
    this.name = 'TokenParseError';
  }
}
