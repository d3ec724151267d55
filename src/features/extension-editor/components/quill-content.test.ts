import {
  cleanOps,
  countCharacters,
  countWords,
  draftSchema,
  formatHtml,
  isSafeEditorImage,
  isSafeVideoUrl,
  normalizeQuillHtml,
} from './quill-content';
import { buttonKey, formatOf, pickerItemKey } from './quill-a11y';
import { colorName } from './editor-config';

describe('cleanOps (stored or pasted content before it reaches Quill)', () => {
  const formats = ['bold', 'link', 'image', 'header'];

  it('keeps text and known attributes, drops unknown attributes and non-primitive values', () => {
    expect(
      cleanOps(
        [
          { insert: 'Hi', attributes: { bold: true, onclick: 'x', link: { evil: 1 } } },
          { insert: '\n', attributes: { header: 2 } },
        ],
        formats,
      ),
    ).toEqual([
      { insert: 'Hi', attributes: { bold: true } },
      { insert: '\n', attributes: { header: 2 } },
    ]);
  });

  it('drops embeds Quill cannot build or that carry unsafe URLs', () => {
    const out = cleanOps(
      [
        { insert: { formula: 'e=mc^2' } },
        { insert: { image: 'javascript:alert(1)' } },
        { insert: { image: 'x' } },
        { insert: { image: 'data:image/svg+xml;base64,PHN2Zz4=' } },
        { insert: { video: 'https://www.youtube.com/embed/x' } },
        { insert: { image: '/images/cards/place.svg', extra: 1 } },
        { insert: { image: 'https://example.com/a.png' } },
        { insert: { image: 'data:image/png;base64,iVBORw0KGgo=' } },
        { insert: 42 },
      ],
      formats,
    );
    expect(out).toEqual([
      { insert: { image: 'https://example.com/a.png' } },
      { insert: { image: 'data:image/png;base64,iVBORw0KGgo=' } },
      { insert: '\n' },
    ]);
  });

  it('always ends the document with a newline', () => {
    expect(cleanOps([], formats)).toEqual([{ insert: '\n' }]);
    expect(cleanOps([{ insert: 'a' }], formats)).toEqual([{ insert: 'a' }, { insert: '\n' }]);
    expect(cleanOps([{ insert: 'a\n' }], formats)).toEqual([{ insert: 'a\n' }]);
  });
});

describe('draftSchema', () => {
  it('accepts the stored shape and rejects anything else', () => {
    expect(draftSchema.safeParse({ v: 1, ops: [{ insert: 'a\n' }], savedAt: 1 }).success).toBe(true);
    expect(draftSchema.safeParse({ v: 2, ops: [], savedAt: 1 }).success).toBe(false);
    expect(draftSchema.safeParse({ v: 1, ops: [{ insert: 1 }], savedAt: 1 }).success).toBe(false);
    expect(draftSchema.safeParse('<p>html</p>').success).toBe(false);
  });
});

describe('URL rules', () => {
  it('images: https, same-origin paths and raster data URLs only', () => {
    expect(isSafeEditorImage('https://example.com/a.png')).toBe(true);
    expect(isSafeEditorImage('/images/avatars/avatar-1.svg')).toBe(true);
    expect(isSafeEditorImage('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    for (const bad of [
      'x',
      '//evil.example/a.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
    ]) {
      expect(isSafeEditorImage(bad)).toBe(false);
    }
  });

  it('videos: https only', () => {
    expect(isSafeVideoUrl('https://www.youtube.com/embed/x')).toBe(true);
    expect(isSafeVideoUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeVideoUrl('http://example.com')).toBe(false);
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

describe('toolbar names', () => {
  it('maps Quill controls to translation keys', () => {
    expect(buttonKey('list', 'ordered')).toBe('listOrdered');
    expect(buttonKey('indent', '+1')).toBe('indent');
    expect(buttonKey('bold', '')).toBe('bold');
    expect(buttonKey('signature', '')).toBeNull();
    expect(pickerItemKey('size', '')).toBe('pickers.sizes.normal');
    expect(pickerItemKey('header', '2')).toBe('pickers.headers.h2');
    expect(pickerItemKey('color', '#EA5455')).toBe('colors.red');
    expect(colorName('#123456')).toBe('custom');
  });

  it('reads the format from Quill classes, ignoring state classes', () => {
    const el = document.createElement('span');
    el.className = 'ql-picker ql-color-picker ql-background ql-expanded';
    expect(formatOf(el)).toBe('background');
  });
});
