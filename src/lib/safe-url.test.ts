import fc from 'fast-check';
import { safeHref, safeImageSrc, safeReturnPath } from './safe-url';

const ORIGIN = 'http://localhost';

describe('D3/D5: return paths stay on our origin', () => {
  it.each([
    'https://evil.example',
    'https://evil.example/pages/login',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost.evil.example/',
    'http://localhost@evil.example/',
    'https://localhost/',
    'http:evil.example',
    'vbscript:msgbox',
    '',
    'x'.repeat(5000),
  ])('D3: %j -> a same-origin path', (to) => {
    const result = safeReturnPath(to, ORIGIN);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(result).not.toMatch(/javascript|data:|^\/\\/i);
  });

  it.each([null, undefined, 42, {}, ['/x']])('D3: a non-string %j -> "/"', (to) => {
    expect(safeReturnPath(to, ORIGIN)).toBe('/');
  });

  it.each(['/apps/email/inbox?x=1#y', '/pages/comingsoon', '/apps/user/user-view/268?tab=2', '/search?q=a%20b&z=%2F'])(
    'D5: legit %s is preserved exactly',
    (to) => {
      expect(safeReturnPath(to, ORIGIN)).toBe(to);
    },
  );

  it('D3 property: any input yields a same-origin path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `//${s}`),
          fc.string().map((s) => `/\\${s}`),
        ),
        (to) => {
          const result = safeReturnPath(to, ORIGIN);
          expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('links and images from data', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '', '   '])('safeHref(%j) is not a link', (v) => {
    expect(safeHref(v)).toBeNull();
  });
  it.each(['https://example.com/a', 'http://example.com', 'mailto:a@b.co'])('safeHref(%j) keeps it', (v) => {
    expect(safeHref(v)).not.toBeNull();
  });
  it.each(['javascript:alert(1)', 'http://insecure.example/a.png', '//evil.example/a.png', 'data:image/svg+xml,<svg onload=alert(1)>'])(
    'F11: safeImageSrc(%j) is null',
    (v) => {
      expect(safeImageSrc(v)).toBeNull();
    },
  );
  it('F11: safeImageSrc keeps same-origin paths and https', () => {
    expect(safeImageSrc('/images/avatars/avatar-1.svg')).toBe('/images/avatars/avatar-1.svg');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
