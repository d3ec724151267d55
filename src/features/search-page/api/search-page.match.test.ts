import type { SearchResult } from './search-page.contract';
import { searchQuerySchema } from './search-page.contract';
import { exactTitlesFirst, inTimeRange, matchesQuery, queryTerms } from './search-page.match';

const result = (title: string, description = '', id = 'x'): SearchResult => ({
  id,
  type: 'web',
  title,
  url: 'https://a.example/',
  date: '2026-01-10T10:00:00Z',
  description,
});

describe('search matching', () => {
  it('"All results" needs every word, anywhere, ignoring case and accents', () => {
    const r = result('Build a React dashboard', 'Café guide');
    expect(matchesQuery(r, 'dashboard REACT', 'all')).toBe(true);
    expect(matchesQuery(r, 'cafe', 'all')).toBe(true);
    expect(matchesQuery(r, 'react vue', 'all')).toBe(false);
    expect(queryTerms('  react   react dash ', 'all')).toEqual(['react', 'dash']);
  });

  it('"Verbatim" needs the phrase in order, accents as typed', () => {
    const r = result('Build a React  dashboard', 'Café guide');
    expect(matchesQuery(r, 'react dashboard', 'verbatim')).toBe(true);
    expect(matchesQuery(r, 'dashboard react', 'verbatim')).toBe(false);
    expect(matchesQuery(r, 'cafe', 'verbatim')).toBe(false);
    expect(matchesQuery(r, 'Café', 'verbatim')).toBe(true);
    expect(queryTerms(' react   dashboard ', 'verbatim')).toEqual(['react dashboard']);
  });

  it('a result whose whole title is the query comes first, the rest keep their order', () => {
    const list = [
      result('Class Notes.doc template', '', 'a'),
      result('Notes on class', 'class notes.doc', 'b'),
      result('Class Notes.doc', '', 'c'),
      result('Greta Müller', '', 'd'),
    ];
    expect(exactTitlesFirst(list, 'Class Notes.doc').map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(exactTitlesFirst(list, '  greta   MULLER ').map((r) => r.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(exactTitlesFirst(list, '').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('custom ranges include both whole days', () => {
    const q = { time: 'custom', from: '2026-01-10', to: '2026-01-10' } as const;
    expect(inTimeRange('2026-01-10T00:00:00Z', q, 0)).toBe(true);
    expect(inTimeRange('2026-01-10T23:59:59Z', q, 0)).toBe(true);
    expect(inTimeRange('2026-01-11T00:00:00Z', q, 0)).toBe(false);
    expect(inTimeRange('2026-01-09T23:59:59Z', q, 0)).toBe(false);
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(inTimeRange('2026-01-10T11:30:00Z', { time: 'hour', from: undefined, to: undefined }, now)).toBe(true);
    expect(inTimeRange('2026-01-10T10:30:00Z', { time: 'hour', from: undefined, to: undefined }, now)).toBe(false);
  });

  it('the URL schema keeps a custom range only when both ends are real days in order', () => {
    expect(searchQuerySchema.parse({ time: 'custom', from: '2026-01-01', to: '2026-01-02' })).toMatchObject({
      time: 'custom',
      from: '2026-01-01',
    });
    expect(searchQuerySchema.parse({ time: 'custom', from: '2026-01-03', to: '2026-01-02' })).toMatchObject({
      time: 'any',
      from: undefined,
    });
    expect(searchQuerySchema.parse({ time: 'custom', from: '2026-02-30', to: '2026-03-02' }).time).toBe('any');
    expect(searchQuerySchema.parse({ time: 'week', from: '2026-01-01', to: '2026-01-02' })).toMatchObject({
      time: 'week',
      from: undefined,
    });
  });
});
