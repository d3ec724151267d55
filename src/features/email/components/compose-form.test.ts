import { softSpaces } from './compose-form';

// Quill 2's getSemanticHTML() (what the shared Quill editor reports to onChange) turns every space into &nbsp;.
describe('softSpaces (compose payload)', () => {
  it('turns Quill’s &nbsp; between words back into spaces, so sent text wraps at words', () => {
    expect(softSpaces('<p>one&nbsp;two&nbsp;three</p><p>four&nbsp;five</p>')).toBe('<p>one two three</p><p>four five</p>');
  });

  it('keeps the width of a run of spaces and an indent at the start of a line', () => {
    expect(softSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
    expect(softSpaces('<p>&nbsp;&nbsp;indented&nbsp;text</p>')).toBe('<p>&nbsp;&nbsp;indented text</p>');
  });

  it('leaves an escaped "&nbsp;" typed as text and attribute-free markup alone', () => {
    expect(softSpaces('<p>write &amp;nbsp; here</p>')).toBe('<p>write &amp;nbsp; here</p>');
    expect(softSpaces('<p><a href="https://ok.example/a">link</a></p>')).toBe('<p><a href="https://ok.example/a">link</a></p>');
  });
});
