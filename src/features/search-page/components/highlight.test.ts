import { clip, splitHighlight } from './highlight';

describe('splitHighlight (F10)', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(splitHighlight('Design review for design team', 'design')).toEqual([
      { text: 'Design', match: true },
      { text: ' review for ', match: false },
      { text: 'design', match: true },
      { text: ' team', match: false },
    ]);
  });

  it('treats regex syntax and HTML literally', () => {
    expect(splitHighlight('a (.*)+$ b', '(.*)+$')).toEqual([
      { text: 'a ', match: false },
      { text: '(.*)+$', match: true },
      { text: ' b', match: false },
    ]);
    expect(splitHighlight('say <b>hi</b>', '<b>')).toEqual([
      { text: 'say ', match: false },
      { text: '<b>', match: true },
      { text: 'hi</b>', match: false },
    ]);
    expect(splitHighlight('nothing here', '(.*)+$')).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('is fast on 10 000 × a + ! (no catastrophic backtracking)', () => {
    const evil = `${'a'.repeat(10_000)}!`;
    const t0 = performance.now();
    splitHighlight(evil, '(a+)+$');
    splitHighlight(evil, evil);
    splitHighlight(evil, 'a');
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('returns the text unmarked for an empty or overlong query', () => {
    expect(splitHighlight('abc', '  ')).toEqual([{ text: 'abc', match: false }]);
    expect(splitHighlight('abc', 'x'.repeat(500))).toEqual([{ text: 'abc', match: false }]);
    expect(splitHighlight('', 'a')).toEqual([]);
  });

  it('marks several words, the longest term first', () => {
    expect(splitHighlight('React dashboard for react', ['react', 'react dashboard'])).toEqual([
      { text: 'React dashboard', match: true },
      { text: ' for ', match: false },
      { text: 'react', match: true },
    ]);
  });
});

describe('splitHighlight with folded accents', () => {
  it('marks accented and unaccented forms alike and keeps the original text', () => {
    expect(splitHighlight('Léa met Lea at the Café', ['lea', 'CAFE'], true)).toEqual([
      { text: 'Léa', match: true },
      { text: ' met ', match: false },
      { text: 'Lea', match: true },
      { text: ' at the ', match: false },
      { text: 'Café', match: true },
    ]);
    // Decomposed accents (e + combining acute) stay inside the mark.
    expect(splitHighlight('cafe\u0301 time', 'café', true)[0]).toEqual({ text: 'cafe\u0301', match: true });
    expect(splitHighlight('Léa and Lea', 'Léa')).toEqual([
      { text: 'Léa', match: true },
      { text: ' and Lea', match: false },
    ]);
  });
});

describe('clip', () => {
  it('keeps short text and cuts long text at a word with "…"', () => {
    expect(clip('short text', 20)).toBe('short text');
    const out = clip('one two three four five six seven', 16);
    expect(out).toBe('one two three…');
    expect(clip('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)}…`);
    expect(clip('Tessera, the template, is great', 22)).toBe('Tessera, the template…');
  });
});
