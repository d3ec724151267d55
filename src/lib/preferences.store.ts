import { create } from 'zustand';
import * as z from 'zod/mini';
import { readStored, writeStored } from './storage';
import { hexToRgba, shadeForContrast } from './colors';

export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof THEMES)[number];
export const LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const ROUTE_TRANSITIONS = ['zoom-fade', 'slide-fade', 'fade-bottom', 'fade', 'zoom-out', 'none'] as const;
export type RouteTransition = (typeof ROUTE_TRANSITIONS)[number];
export const MAX_STARRED = 200;

const layoutSchema = z.object({
  sidebarCollapsed: z.catch(z.boolean(), false),
  navbarType: z.catch(z.enum(NAVBAR_TYPES), 'sticky'),
  footerType: z.catch(z.enum(FOOTER_TYPES), 'static'),
  hideScrollToTop: z.catch(z.boolean(), false),
  /** A custom brand colour (#rrggbb) or null for the SPEC primary. */
  primaryColor: z.catch(z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))), null),
  /** Right-to-left layout (dir="rtl" on <html>). */
  rtl: z.catch(z.boolean(), false),
  routeTransition: z.catch(z.enum(ROUTE_TRANSITIONS), 'zoom-fade'),
  /** Navbar background (#rrggbb) or null for the card colour. */
  navbarColor: z.catch(z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))), null),
});
type LayoutPrefs = z.infer<typeof layoutSchema>;
const DEFAULT_LAYOUT: LayoutPrefs = {
  sidebarCollapsed: false,
  navbarType: 'sticky',
  footerType: 'static',
  hideScrollToTop: false,
  primaryColor: null,
  rtl: false,
  routeTransition: 'zoom-fade',
  navbarColor: null,
};

/** Starred pages are paths; unknown or malformed entries are dropped and the list is capped. */
const starredSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items
      .filter((p): p is string => typeof p === 'string' && p.startsWith('/') && p.length < 200)
      .filter((p, i, all) => all.indexOf(p) === i)
      .slice(0, MAX_STARRED),
  ),
);

const KEYS = { theme: 'theme', locale: 'locale', layout: 'layout', starred: 'starredPages' } as const;

export function readTheme(): Theme {
  return readStored(KEYS.theme, z.enum(THEMES), 'light', { raw: true });
}
export function readLocale(): Locale {
  return readStored(KEYS.locale, z.enum(LOCALES), 'en', { raw: true });
}

interface PreferencesState extends LayoutPrefs {
  theme: Theme;
  locale: Locale;
  starred: string[];
  setTheme: (theme: Theme) => void;
  setLocale: (locale: Locale) => void;
  setLayout: (patch: Partial<LayoutPrefs>) => void;
  toggleStarred: (path: string) => void;
  setStarred: (paths: string[]) => void;
  reset: () => void;
}

function initial() {
  return {
    theme: readTheme(),
    locale: readLocale(),
    starred: readStored(KEYS.starred, starredSchema, []),
    ...readStored(KEYS.layout, layoutSchema, DEFAULT_LAYOUT),
  };
}

export const usePreferences = create<PreferencesState>()((set, get) => ({
  ...initial(),
  setTheme: (theme) => {
    writeStored(KEYS.theme, theme, { raw: true });
    set({ theme });
  },
  setLocale: (locale) => {
    writeStored(KEYS.locale, locale, { raw: true });
    set({ locale });
  },
  setLayout: (patch) => {
    const next = { ...pickLayout(get()), ...patch };
    writeStored(KEYS.layout, next);
    set(next);
  },
  toggleStarred: (path) => {
    const current = get().starred;
    const starred = current.includes(path) ? current.filter((p) => p !== path) : [...current, path].slice(0, MAX_STARRED);
    writeStored(KEYS.starred, starred);
    set({ starred });
  },
  setStarred: (paths) => {
    const starred = starredSchema.parse(paths);
    writeStored(KEYS.starred, starred);
    set({ starred });
  },
  reset: () => set(initial()),
}));

function pickLayout(s: LayoutPrefs): LayoutPrefs {
  const { sidebarCollapsed, navbarType, footerType, hideScrollToTop, primaryColor, rtl, routeTransition, navbarColor } = s;
  return { sidebarCollapsed, navbarType, footerType, hideScrollToTop, primaryColor, rtl, routeTransition, navbarColor };
}

/** Mirrors the theme on <html> (same contract as public/theme-init.js). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', theme === 'dark');
}

/** Mirrors the reading direction on <html>. */
export function applyDirection(rtl: boolean, root: HTMLElement = document.documentElement): void {
  root.setAttribute('dir', rtl ? 'rtl' : 'ltr');
}

/**
 * Applies a custom brand colour, deriving AA-safe solid and text shades; null restores the theme's. Focus rings
 * are shaded to 3:1 (WCAG 1.4.11) against what they are drawn on: the content (light page or dark card) and the
 * menu, which is dark in semi-dark too (its surface uses --sidebar-ring, see theme.css).
 */
export function applyPrimaryColor(hex: string | null, theme: Theme, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'dark';
  const on = (background: string, min?: number) => hex && shadeForContrast(hex, background, min);
  const solid = on('#ffffff');
  const vars = {
    '--primary': hex,
    '--primary-solid': solid,
    '--primary-text': dark ? on('#1e1e1e') : solid,
    '--primary-soft': hex && hexToRgba(hex, dark ? 0.2 : 0.12),
    '--ring': dark ? on('#1e1e1e') : on('#f5f6f8', 3),
    '--sidebar-ring': on(theme === 'light' ? '#f5f6f8' : '#1e1e1e', 3),
    '--sidebar-active': solid,
  };
  for (const [name, value] of Object.entries(vars)) {
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}
