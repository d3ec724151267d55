import { safeImageSrc } from '@/lib/safe-url';
import { VIDEO_EMBED_ORIGINS } from '../../../csp.config.mjs';

/**
 * What may enter a Quill editor, whatever its origin (a stored draft, a sample, pasted HTML): no Quill import,
 * so these rules are cheap to test and to reuse.
 */

type AttributeValue = string | number | boolean;
/** One operation of a Quill Delta, as stored or as built by hand. */
export interface ContentOp {
  insert: string | Record<string, unknown>;
  attributes?: Record<string, AttributeValue>;
}

/** An operation from anywhere (storage, a paste, a sample): checked by cleanOps before Quill sees it. */
export interface UntrustedOp {
  insert?: unknown;
  attributes?: Record<string, unknown>;
}

const EMBEDS = new Set(['image', 'video']);
const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** Images an editor may show: https, same-origin paths, or an uploaded raster image as a data URL. */
export function isSafeEditorImage(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  return IMAGE_DATA_URL.test(src.trim()) || safeImageSrc(src) !== null;
}

/** Videos are iframes: only https pages of the video players the CSP lets the browser frame. */
export function isSafeVideoUrl(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && VIDEO_EMBED_ORIGINS.includes(url.origin);
  } catch {
    return false;
  }
}

function safeEmbed(insert: Record<string, unknown>, allowed: ReadonlySet<string>): Record<string, string> | null {
  const keys = Object.keys(insert);
  const name = keys[0];
  if (keys.length !== 1 || name === undefined) return null;
  const value = insert[name];
  if (!EMBEDS.has(name) || !allowed.has(name)) return null;
  if (name === 'image' && !isSafeEditorImage(value)) return null;
  if (name === 'video' && !isSafeVideoUrl(value)) return null;
  return { [name]: value as string };
}

/**
 * Keeps only what an editor with `formats` can render: text, image/video embeds with safe URLs, and
 * attributes of known formats with primitive values. Unknown embeds (a formula without KaTeX, anything
 * made up) would make Quill throw, so they are dropped; the document always ends with a newline.
 */
export function cleanOps(ops: readonly UntrustedOp[], formats: readonly string[]): ContentOp[] {
  const allowed = new Set(formats);
  const out: ContentOp[] = [];
  for (const op of ops) {
    let insert: ContentOp['insert'];
    if (typeof op.insert === 'string') {
      if (!op.insert) continue;
      insert = op.insert;
    } else if (op.insert && typeof op.insert === 'object' && !Array.isArray(op.insert)) {
      const embed = safeEmbed(op.insert as Record<string, unknown>, allowed);
      if (!embed) continue;
      insert = embed;
    } else {
      continue;
    }
    const attributes: Record<string, AttributeValue> = {};
    for (const [name, value] of Object.entries(op.attributes ?? {})) {
      if (!allowed.has(name)) continue;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') attributes[name] = value;
    }
    out.push(Object.keys(attributes).length ? { insert, attributes } : { insert });
  }
  const last = out.at(-1);
  if (!last || typeof last.insert !== 'string' || !last.insert.endsWith('\n')) out.push({ insert: '\n' });
  return out;
}
