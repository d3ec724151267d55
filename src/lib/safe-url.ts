/**
 * Keeps a return path only when it stays on our origin; the path is re-serialized from the parsed
 * URL so that tricks like `//evil.example`, `/\evil`, `javascript:` or encoded schemes cannot leak out.
 */
export function safeReturnPath(to: unknown, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return '/';
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link built from data: only http(s) and mailto survive; anything else is not a link. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Image sources from data: https, or a same-origin relative path; else null (use the default avatar). */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
