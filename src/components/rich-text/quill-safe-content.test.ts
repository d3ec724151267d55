import { cleanOps, isSafeEditorImage, isSafeVideoUrl } from './quill-safe-content';

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

  it('videos: https pages of the players the CSP may frame (YouTube, Vimeo) only', () => {
    expect(isSafeVideoUrl('https://www.youtube.com/embed/x')).toBe(true);
    expect(isSafeVideoUrl('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isSafeVideoUrl('https://player.vimeo.com/video/1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://www.youtube.com/embed/x',
      'https://evil.example/embed',
      'https://www.youtube.com.evil.example/embed/x',
      'https://user@evil.example/?https://www.youtube.com',
      'https://youtube.com/embed/x',
      '//www.youtube.com/embed/x',
      'https://www.youtube.com:8443/embed/x',
    ]) {
      expect(isSafeVideoUrl(bad)).toBe(false);
    }
  });
});
