import { splitHighlight } from './highlight';

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
});
