import { readFileSync } from 'node:fs';
import { contrastRatio } from './colors';
import { applyPrimaryColor, applyTheme, LOCALES, MAX_STARRED, readLocale, readTheme, THEMES, usePreferences } from './preferences.store';

const reload = () => usePreferences.getState().reset();

describe('stored preferences are untrusted (RELIABILITY A11, A12)', () => {
  it.each(['<script>alert(1)</script>', 'DARK', ' dark', '', 'null', '{"a":1}', 'x'.repeat(5000)])(
    'theme %j falls back to light',
    (value) => {
      localStorage.setItem('theme', value);
      expect(readTheme()).toBe('light');
      expect(localStorage.getItem('theme')).toBeNull();
    },
  );

  it('accepts the three known themes', () => {
    for (const theme of ['light', 'dark', 'semi-dark'] as const) {
      localStorage.setItem('theme', theme);
      expect(readTheme()).toBe(theme);
    }
  });

  it.each(['xx', 'EN', 'en-US', '<img src=x>', '"de"'])('locale %j falls back to en', (value) => {
    localStorage.setItem('locale', value);
    expect(readLocale()).toBe('en');
  });

  it('never writes a hostile value into the document', () => {
    localStorage.setItem('theme', '"><img src=x onerror=alert(1)>');
    reload();
    const root = document.createElement('html');
    applyTheme(usePreferences.getState().theme, root);
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.outerHTML).not.toContain('onerror');
  });

  it.each(['{not json', '42', '"str"', 'null', '{"sidebarCollapsed":"yes","navbarType":"<b>","footerType":7}'])(
    'garbage layout %j gives the defaults',
    (value) => {
      localStorage.setItem('layout', value);
      reload();
      const s = usePreferences.getState();
      expect(s.sidebarCollapsed).toBe(false);
      expect(s.navbarType).toBe('sticky');
      expect(s.footerType).toBe('static');
    },
  );

  it('keeps valid parts of a partly broken layout', () => {
    localStorage.setItem(
      'layout',
      JSON.stringify({ sidebarCollapsed: true, navbarType: 'nope', footerType: 'hidden', primaryColor: 'red' }),
    );
    reload();
    const s = usePreferences.getState();
    expect(s.sidebarCollapsed).toBe(true);
    expect(s.navbarType).toBe('sticky');
    expect(s.footerType).toBe('hidden');
    expect(s.primaryColor).toBeNull();
  });

  it.each(['{not json', '{"a":1}', '42', 'null'])('corrupt starred pages %j give an empty list', (value) => {
    localStorage.setItem('starredPages', value);
    reload();
    expect(usePreferences.getState().starred).toEqual([]);
  });

  it('drops non-path entries and duplicates, and caps 10 000 entries', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `/page/${i}`);
    localStorage.setItem('starredPages', JSON.stringify(['javascript:alert(1)', 7, '/a', '/a', ...many]));
    reload();
    const starred = usePreferences.getState().starred;
    expect(starred[0]).toBe('/a');
    expect(starred.length).toBe(MAX_STARRED);
    expect(new Set(starred).size).toBe(starred.length);
  });

  it('toggles a starred page and persists it', () => {
    usePreferences.getState().toggleStarred('/apps/chat');
    expect(JSON.parse(localStorage.getItem('starredPages') ?? '[]')).toEqual(['/apps/chat']);
    usePreferences.getState().toggleStarred('/apps/chat');
    expect(usePreferences.getState().starred).toEqual([]);
  });
});

describe('public/theme-init.js (applies theme, locale and RTL before the app runs)', () => {
  it('accepts exactly the themes and locales of this store', () => {
    // A classic script cannot import the store: its allow-lists are copies, kept equal here.
    const script = readFileSync(`${process.cwd()}/public/theme-init.js`, 'utf8');
    const quoted = (name: string) => [...script.matchAll(new RegExp(`${name} === '([\\w-]+)'`, 'g'))].map((m) => m[1]).sort();
    expect(quoted('saved')).toEqual([...THEMES].sort());
    expect(quoted('savedLocale')).toEqual([...LOCALES].sort());
  });
});

describe('applyPrimaryColor: focus rings stay visible with any brand colour (WCAG 1.4.11, 3:1)', () => {
  /** Sidebar and content surfaces per theme (theme.css): semi-dark is a dark menu beside light content. */
  const surfaces = {
    light: { sidebar: ['#ffffff'], content: ['#ffffff', '#f5f6f8'] },
    dark: { sidebar: ['#1e1e1e'], content: ['#1e1e1e', '#141414'] },
    'semi-dark': { sidebar: ['#1e1e1e'], content: ['#ffffff', '#f5f6f8'] },
  } as const;
  const colours = ['#1e3a8a', '#000000', '#7367f0', '#fde047', '#ffffff', '#00a598'];

  it.each(THEMES.flatMap((theme) => colours.map((hex) => [theme, hex] as const)))('%s with %s', (theme, hex) => {
    const root = document.createElement('div');
    applyPrimaryColor(hex, theme, root);
    const ring = root.style.getPropertyValue('--ring');
    const sidebarRing = root.style.getPropertyValue('--sidebar-ring');
    for (const bg of surfaces[theme].content) expect(contrastRatio(ring, bg)).toBeGreaterThanOrEqual(3);
    for (const bg of surfaces[theme].sidebar) expect(contrastRatio(sidebarRing, bg)).toBeGreaterThanOrEqual(3);
  });

  it('keeps a brand colour that already contrasts, and restores the theme on null', () => {
    const root = document.createElement('div');
    applyPrimaryColor('#7367f0', 'semi-dark', root);
    expect(root.style.getPropertyValue('--ring')).toBe('#7367f0');
    applyPrimaryColor(null, 'semi-dark', root);
    expect(root.style.getPropertyValue('--ring')).toBe('');
    expect(root.style.getPropertyValue('--sidebar-ring')).toBe('');
  });
});
