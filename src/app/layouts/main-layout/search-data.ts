/**
 * The small fuzzy matcher the navbar search uses for its three groups. The Files and Contacts rows are the search
 * page's demo directory (src/features/search-page), so a hit opens a search that finds it.
 */

/** Lower case without accents, so "muller" finds "Müller" and "amelie" finds "Amélie". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Fuzzy score of one query word against a text: a substring scores highest (more at a word start, earlier is
 * better); otherwise the letters must appear in order, with points for runs and word starts. Null = no match.
 */
function scoreWord(word: string, text: string): number | null {
  const at = text.indexOf(word);
  if (at >= 0) {
    const wordStart = at === 0 || /[\s./@_-]/.test(text[at - 1] ?? '');
    return 100 + (wordStart ? 50 : 0) + word.length * 4 - Math.min(at, 40);
  }
  let score = 0;
  let from = 0;
  let run = 0;
  for (const ch of word) {
    const i = text.indexOf(ch, from);
    if (i < 0) return null;
    run = i === from && from > 0 ? run + 1 : 0;
    const wordStart = i === 0 || /[\s./@_-]/.test(text[i - 1] ?? '');
    score += 1 + run * 3 + (wordStart ? 4 : 0) - Math.min(i - from, 6) * 0.5;
    from = i + 1;
  }
  // Letters scattered over a long text are hardly a match.
  return score > word.length * 1.5 ? score : null;
}

/** Every word of the query must match one of the fields; the best field counts. */
export function fuzzyScore(query: string, fields: readonly string[]): number | null {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const texts = fields.map(normalize);
  let total = 0;
  for (const word of words) {
    let best: number | null = null;
    for (const text of texts) {
      const s = scoreWord(word, text);
      if (s !== null && (best === null || s > best)) best = s;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}

/** The best `limit` items for the query, best first (stable for equal scores). */
export function fuzzyFilter<T>(items: readonly T[], query: string, fields: (item: T) => readonly string[], limit: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, fields(item)) }))
    .filter((r): r is { item: T; index: number; score: number } => r.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((r) => r.item);
}
