import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { SafeHtml, sanitizeHtml } from './safe-html';

const CORPUS: Record<string, string> = {
  script: '<p>hi</p><script>window.__canary = 1</script>',
  imgOnerror: '<img src=x onerror="window.__canary=1">',
  svgOnload: '<svg onload="window.__canary=1"><circle r="4"/></svg>',
  svgScript: '<svg><script>window.__canary=1</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  jsHref: '<a href="javascript:alert(1)">click</a>',
  jsHrefUpper: '<a href="JaVaScRiPt:alert(1)">click</a>',
  jsHrefEntities: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  jsHrefHexEntities: '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  jsHrefTab: '<a href="java\tscript:alert(1)">x</a>',
  jsHrefNewline: '<a href="java&#10;script:alert(1)">x</a>',
  jsHrefSpaces: '<a href="   javascript:alert(1)">x</a>',
  jsHrefLineSep: '<a href="\u2028javascript:alert(1)">x</a>',
  jsHrefNull: '<a href="java\u0000script:alert(1)">x</a>',
  vbscript: '<a href="vbscript:msgbox(1)">x</a>',
  dataHref: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  iframeSrcdoc: '<iframe srcdoc="<script>parent.__canary=1</script>"></iframe>',
  mathml: '<math><mtext><a xlink:href="data:text/html,<script>alert(1)</script>">x</a></mtext></math>',
  mathmlHref: '<math href="javascript:alert(1)"><mi>x</mi></math>',
  form: '<form action="https://evil.example"><input type="password" name="p"><button formaction="javascript:alert(1)">Go</button></form>',
  metaRefresh: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  baseHref: '<base href="https://evil.example/"><a href="/x">x</a>',
  object: '<object data="javascript:alert(1)"></object>',
  embed: '<embed src="javascript:alert(1)">',
  noscriptMxss: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  listingMxss: '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  styleMxss: '<style><img src=x onerror=alert(1)></style>',
  templateMxss: '<template><img src=x onerror=alert(1)></template>',
  svgForeign: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  linkStylesheet: '<link rel="stylesheet" href="https://evil.example/x.css">',
  detailsOntoggle: '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  dataImage: '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  styleAttr: '<p style="background:url(javascript:alert(1))">x</p>',
};

const FORBIDDEN = 'script,style,iframe,frame,object,embed,form,input,button,textarea,select,base,meta,link,noscript,svg,math,template';

function mount(html: string) {
  const { container } = render(<SafeHtml html={html} />);
  return container;
}

function assertSafe(root: Element) {
  expect(root.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name, `${el.tagName} ${attr.name}`).not.toMatch(/^on/i);
      expect(attr.name).not.toMatch(/^(style|srcdoc|formaction|xlink:href)$/i);
      if (['href', 'src', 'action', 'data'].includes(attr.name)) {
        // eslint-disable-next-line no-control-regex -- browsers strip C0 control characters from URLs, so the check does too
        expect(attr.value.replace(/[\s\u0000-\u001f\u2028\u2029]/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  }
}

describe('sanitizeHtml: F1 corpus', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__canary;
  });

  it.each(Object.entries(CORPUS))('%s leaves no executable markup', (_name, payload) => {
    const root = mount(payload);
    assertSafe(root);
    expect((window as unknown as Record<string, unknown>).__canary).toBeUndefined();
  });

  it('keeps safe links, opens them in a new tab without opener', () => {
    const root = mount('<a href="https://ok.example/a?b=1">ok</a> <a href="mailto:me@ok.example">mail</a> <a href="/local">local</a>');
    const links = root.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', 'https://ok.example/a?b=1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[1]).toHaveAttribute('href', 'mailto:me@ok.example');
    expect(links[2]).not.toHaveAttribute('href');
    expect(links[2]).not.toHaveAttribute('target');
  });

  it('keeps https and same-origin images, drops others, and blocks remote ones on request', () => {
    const html =
      '<img src="https://cdn.example/a.png" alt="a"><img src="/images/b.png" alt="b"><img src="http://plain.example/c.png" alt="c"><img src="//evil.example/d.png" alt="d">';
    const imgs = mount(html).querySelectorAll('img');
    expect(imgs[0]).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(imgs[1]).toHaveAttribute('src', '/images/b.png');
    expect(imgs[2]).not.toHaveAttribute('src');
    expect(imgs[3]).not.toHaveAttribute('src');
    const blocked = render(<SafeHtml html={html} blockRemoteImages />).container.querySelectorAll('img');
    expect(blocked[0]).not.toHaveAttribute('src');
    expect(blocked[1]).toHaveAttribute('src', '/images/b.png');
  });

  it('keeps ordinary formatting and text', () => {
    const out = sanitizeHtml('<h2>Hi</h2><p><b>bold</b> <em>it</em></p><ul><li>one</li></ul><table><tr><td>c</td></tr></table>');
    expect(out).toContain('<b>bold</b>');
    expect(out).toContain('<li>one</li>');
    expect(out).toContain('<td>c</td>');
  });

  it("keeps a rich-text checklist's ticks (data-list checked/unchecked only) and no other data attribute", () => {
    const out = sanitizeHtml('<ul><li data-list="checked">a</li><li data-list="unchecked">b</li><li data-list="x" data-id="1">c</li></ul>');
    expect(out).toBe('<ul><li data-list="checked">a</li><li data-list="unchecked">b</li><li>c</li></ul>');
  });

  it('renders as the requested element with a class', () => {
    const { container } = render(<SafeHtml as="article" className="x" html="<p>t</p>" />);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(container.firstElementChild).toHaveClass('x');
  });
});

describe('sanitizeHtml: F4 properties', () => {
  const fragments = fc.constantFrom(
    '<',
    '>',
    '"',
    "'",
    '=',
    '/',
    ' ',
    '\t',
    '\n',
    '&#106;',
    '&lt;',
    '<a href="',
    'javascript:',
    'onerror=',
    ' onload=',
    '<img src=x ',
    '<svg>',
    '</svg>',
    '<math>',
    '<noscript>',
    '</noscript>',
    '<style>',
    '</style>',
    '<p title="',
    '<script>',
    '</script>',
    '<listing>',
    '</listing>',
    '<iframe ',
    'srcdoc=',
    '<form>',
    '<input ',
    'https://ok.example',
    '<b>',
    '</b>',
    'x',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<template>',
    '<table>',
    '<td>',
    '<select>',
    '<option>',
    '<textarea>',
  );
  const markup = fc.array(fc.oneof(fragments, fc.string({ maxLength: 6 })), { maxLength: 30 }).map((parts) => parts.join(''));

  it('never throws, is idempotent and never leaves an on* attribute', () => {
    fc.assert(
      fc.property(fc.oneof(markup, fc.string()), (input) => {
        const once = sanitizeHtml(input);
        expect(sanitizeHtml(once)).toBe(once);
        expect(once).not.toMatch(/\son\w+=/);
      }),
      { numRuns: 400 },
    );
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('F12: one HTML door', () => {
  it('uses dangerouslySetInnerHTML only in safe-html.tsx', () => {
    const srcRoot = join(process.cwd(), 'src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const rel = relative(srcRoot, full).split(sep).join('/');
          if (rel !== 'components/patterns/safe-html.tsx' && readFileSync(full, 'utf8').includes('dangerouslySetInnerHTML'))
            offenders.push(rel);
        }
      }
    };
    walk(srcRoot);
    expect(offenders).toEqual([]);
  });
});
