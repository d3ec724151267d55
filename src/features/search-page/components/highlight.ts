export interface Part {
  text: string;
  match: boolean;
}

const MAX_HIGHLIGHT = 200;
const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around case-insensitive occurrences of `query` (F10). The query is escaped, so it is
 * matched literally and in linear time; the parts are rendered as text and <mark> elements, never HTML.
 */
export function splitHighlight(text: string, query: string): Part[] {
  const q = query.trim();
  if (!q || q.length > MAX_HIGHLIGHT || !text) return text ? [{ text, match: false }] : [];
  const parts: Part[] = [];
  const re = new RegExp(escapeRegExp(q), 'giu');
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
