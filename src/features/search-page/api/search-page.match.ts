import type { MatchMode, SearchQuery, SearchResult, TimeFilter } from './search-page.contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW: Record<Exclude<TimeFilter, 'custom'>, number> = {
  any: Infinity,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 31 * DAY,
  year: 366 * DAY,
};

/** Lower case without accents: "Léa" and "LEA" are the same word for the loose match. */
const fold = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * What the query looks for: every word for "All results", the whole phrase as typed for "Verbatim".
 * Also the terms the results highlight, so what is marked is what matched.
 */
export function queryTerms(q: string, match: MatchMode): string[] {
  const text = q.trim().replace(/\s+/g, ' ');
  if (!text) return [];
  return match === 'verbatim' ? [text] : [...new Set(text.split(' '))];
}

const haystack = (r: SearchResult) => [r.title, r.description, r.url, r.source ?? ''].join('\n');

/**
 * "All results": every word appears somewhere, in any order, ignoring case and accents.
 * "Verbatim": the exact phrase appears, words in order and accents as typed (case still ignored).
 * Plain substring tests only: the query is never compiled into a RegExp (F10).
 */
export function matchesQuery(r: SearchResult, q: string, match: MatchMode): boolean {
  const terms = queryTerms(q, match);
  if (terms.length === 0) return true;
  if (match === 'verbatim')
    return haystack(r)
      .replace(/\s+/g, ' ')
      .toLowerCase()
      .includes((terms[0] ?? '').toLowerCase());
  const text = fold(haystack(r));
  return terms.every((term) => text.includes(fold(term)));
}

/**
 * The results in their order, except that those whose whole title is the query (case, accents and spacing
 * ignored) come first: searching a file's or a person's name shows that file or person at the top.
 */
export function exactTitlesFirst(list: readonly SearchResult[], q: string): SearchResult[] {
  const wanted = fold(q.trim().replace(/\s+/g, ' '));
  if (!wanted) return [...list];
  const exact = (r: SearchResult) => fold(r.title.trim().replace(/\s+/g, ' ')) === wanted;
  return [...list.filter(exact), ...list.filter((r) => !exact(r))];
}

/** Whether a result dated `date` falls in the time filter; custom ranges are whole UTC days, both ends included. */
export function inTimeRange(date: string, q: Pick<SearchQuery, 'time' | 'from' | 'to'>, now: number): boolean {
  const t = Date.parse(date);
  if (!Number.isFinite(t)) return false;
  if (q.time === 'custom') {
    if (!q.from || !q.to) return true;
    return t >= Date.parse(`${q.from}T00:00:00Z`) && t < Date.parse(`${q.to}T00:00:00Z`) + DAY;
  }
  return now - t <= WINDOW[q.time];
}
