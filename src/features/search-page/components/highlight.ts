export interface Part {
  text: string;
  match: boolean;
}

/** What to mark in result text: the query's terms, and whether accents are ignored (as "All results" matching does). */
export interface Marks {
  terms: readonly string[];
  foldAccents: boolean;
}

const MAX_HIGHLIGHT = 200;

const foldChar = (ch: string, accents: boolean) => {
  const lower = ch.toLowerCase();
  return accents ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
};

/** The folded text, and for each of its code units the index in `text` it came from (plus an end sentinel). */
function foldWithMap(text: string, accents: boolean) {
  let folded = '';
  const from: number[] = [];
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const f = foldChar(ch, accents);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/**
 * Splits `text` around case-insensitive occurrences of `query` (one phrase, or several words) (F10); with
 * `foldAccents`, "Lea" also marks "Léa". Plain indexOf on folded text: the query never becomes a RegExp, so it is
 * matched literally and in linear time; the parts are rendered as text and <mark>, never HTML.
 */
export function splitHighlight(text: string, query: string | readonly string[], foldAccents = false): Part[] {
  const raw = (typeof query === 'string' ? [query] : query).map((q) => q.trim()).filter(Boolean);
  if (!raw.length || raw.join('').length > MAX_HIGHLIGHT || !text) return text ? [{ text, match: false }] : [];
  const terms = [...new Set(raw.map((q) => foldWithMap(q, foldAccents).folded))].filter(Boolean);
  const { folded, from } = foldWithMap(text, foldAccents);
  const next = terms.map((term) => folded.indexOf(term));
  const parts: Part[] = [];
  let last = 0; // in `text`
  let pos = 0; // in `folded`
  for (;;) {
    // Leftmost match; the longest term wins a tie ("react dashboard" over "react").
    let best = -1;
    terms.forEach((term, i) => {
      if ((next[i] ?? -1) >= 0 && (next[i] ?? 0) < pos) next[i] = folded.indexOf(term, pos);
      const at = next[i] ?? -1;
      const bestAt = best < 0 ? -1 : (next[best] ?? -1);
      if (at >= 0 && (bestAt < 0 || at < bestAt || (at === bestAt && term.length > (terms[best]?.length ?? 0)))) best = i;
    });
    if (best < 0) break;
    const at = next[best] ?? 0;
    const end = at + (terms[best]?.length ?? 0);
    const start = from[at] ?? 0;
    const stop = from[end] ?? text.length;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, stop), match: true });
    last = stop;
    pos = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Cuts long text at a word boundary near `max` characters and ends it with "…". */
export function clip(text: string, max = 160): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/u, '')}…`;
}
