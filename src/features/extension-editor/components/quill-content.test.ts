import { colorName } from './editor-config';
import { countCharacters, countWords, draftSchema, formatHtml, normalizeQuillHtml } from './quill-content';

describe('draftSchema', () => {
  it('accepts the stored shape and rejects anything else', () => {
    expect(draftSchema.safeParse({ v: 1, ops: [{ insert: 'a\n' }], savedAt: 1 }).success).toBe(true);
    expect(draftSchema.safeParse({ v: 2, ops: [], savedAt: 1 }).success).toBe(false);
    expect(draftSchema.safeParse({ v: 1, ops: [{ insert: 1 }], savedAt: 1 }).success).toBe(false);
    expect(draftSchema.safeParse('<p>html</p>').success).toBe(false);
  });
});

describe('HTML output helpers', () => {
  it('turns Quill 2.0.3 &nbsp; entities back into spaces', () => {
    expect(normalizeQuillHtml('<p>a&nbsp;b&nbsp;&nbsp;c</p>')).toBe('<p>a b  c</p>');
  });

  it('puts blocks on their own lines and indents list items', () => {
    expect(formatHtml('<h2>T</h2><ul><li>a</li><li>b</li></ul><p>x</p>')).toBe(
      '<h2>T</h2>\n<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n<p>x</p>',
    );
  });

  it('counts words and visible characters', () => {
    expect(countWords('  Hello   big world \n')).toBe(3);
    expect(countWords('\n')).toBe(0);
    expect(countCharacters('abc\n')).toBe(3);
  });
});

describe('colour names', () => {
  it('names the palette colours and calls anything else custom', () => {
    expect(colorName('#EA5455')).toBe('red');
    expect(colorName('#123456')).toBe('custom');
  });
});
