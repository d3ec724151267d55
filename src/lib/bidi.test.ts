import { stripBidiControls } from './bidi';

describe('stripBidiControls (RELIABILITY I5)', () => {
  it('I5: removes embeddings, overrides and isolates that disguise a name', () => {
    expect(stripBidiControls('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    expect(stripBidiControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg');
  });

  it('I5: keeps RTL letters, combining marks, ZWJ emoji sequences and LRM/RLM', () => {
    for (const name of ['سارة الأحمد', 'דוד כהן', 'Z\u0337a\u0337', 'Fam 👨\u200D👩\u200D👧\u200D👦', 'a\u200Eb\u200Fc', '']) {
      expect(stripBidiControls(name)).toBe(name);
    }
  });
});
