import { z } from 'zod';

/**
 * The demo's own helpers around Quill content (no Quill import, so they are cheap to test): the draft format
 * kept in localStorage and the display formatting of the HTML output.
 */

export type EditorId = 'snow' | 'bubble' | 'custom';

export const DRAFT_KEYS: Record<EditorId, string> = {
  snow: 'tessera.user.quill.snow',
  bubble: 'tessera.user.quill.bubble',
  custom: 'tessera.user.quill.custom',
};

const opSchema = z.object({
  insert: z.union([z.string().max(100_000), z.record(z.string(), z.unknown())]),
  attributes: z.record(z.string(), z.unknown()).optional(),
});

/** What a draft looks like on disk. Anything else (old shape, hand-edited JSON) is discarded by readStored;
 *  what passes is still filtered by cleanOps (src/components/rich-text/quill-safe-content.ts) when loaded. */
export const draftSchema = z.object({
  v: z.literal(1),
  ops: z.array(opSchema).max(5_000),
  savedAt: z.number().int().nonnegative(),
});

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
