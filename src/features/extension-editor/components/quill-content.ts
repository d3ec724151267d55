import { z } from 'zod';
import { safeImageSrc } from '@/lib/safe-url';

/**
 * Pure helpers around Quill content (no Quill import, so they are cheap to test): the draft format kept in
 * localStorage, the filter that makes any stored or pasted delta safe to load, and the display formatting
 * of the HTML output.
 */

export type EditorId = 'snow' | 'bubble' | 'custom';

export const DRAFT_KEYS: Record<EditorId, string> = {
  snow: 'tessera.user.quill.snow',
  bubble: 'tessera.user.quill.bubble',
  custom: 'tessera.user.quill.custom',
};

type AttributeValue = string | number | boolean;
export interface ContentOp {
  insert: string | Record<string, unknown>;
  attributes?: Record<string, AttributeValue>;
}

const opSchema = z.object({
  insert: z.union([z.string().max(100_000), z.record(z.string(), z.unknown())]),
  attributes: z.record(z.string(), z.unknown()).optional(),
});

/** What a draft looks like on disk. Anything else (old shape, hand-edited JSON) is discarded by readStored. */
export const draftSchema = z.object({
  v: z.literal(1),
  ops: z.array(opSchema).max(5_000),
  savedAt: z.number().int().nonnegative(),
});

const EMBEDS = new Set(['image', 'video']);
const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** Images the editor may show: https, same-origin paths, or an uploaded raster image as a data URL. */
export function isSafeEditorImage(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  return IMAGE_DATA_URL.test(src.trim()) || safeImageSrc(src) !== null;
}

/** Videos are iframes: only https embed URLs. */
export function isSafeVideoUrl(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  try {
    return new URL(src).protocol === 'https:';
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
export function cleanOps(
  ops: readonly { insert: unknown; attributes?: Record<string, unknown> }[],
  formats: readonly string[],
): ContentOp[] {
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

/**
 * Quill 2.0.3's getSemanticHTML writes every space as &nbsp;. A typed non-breaking space comes out as the
 * literal U+00A0 character, so every "&nbsp;" entity stands for a plain space and can be turned back.
 */
export function normalizeQuillHtml(html: string): string {
  return html.replace(/&nbsp;/g, ' ');
}

/** One block per line and list items indented: easier to read in the output panel. Input is sanitized HTML. */
export function formatHtml(html: string): string {
  return html
    .replace(/(<\/(?:p|h[1-6]|li|blockquote|pre|ol|ul)>)(?!\n)/g, '$1\n')
    .replace(/(<(?:ol|ul)(?:\s[^>]*)?>)(?!\n)/g, '$1\n')
    .replace(/^<li/gm, '  <li')
    .trim();
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** Characters the reader sees (Quill's text always ends with one newline, which does not count). */
export function countCharacters(text: string): number {
  return text.replace(/\n$/, '').length;
}
