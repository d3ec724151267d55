import type { ComponentType } from 'react';
import type { icons } from 'lucide-react';
import type { Rule } from './access';
import type navEn from '@/locales/en/nav.json';

/** A key of the menu label table (src/locales/<lng>/nav.json), checked at compile time. */
export type NavKey = keyof typeof navEn;
type Layout = 'main' | 'full';
export type MenuSection = 'dashboard' | 'apps' | 'ui' | 'forms' | 'pages' | 'charts' | 'extensions';
export type IconType = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
/** A lucide icon by name; the main layout resolves it through `virtual:route-icons` (tools/vite/route-icons.ts). */
export type IconName = keyof typeof icons;
type PageModule = { default: ComponentType } | ComponentType;

type BadgeColor = 'primary' | 'success' | 'danger' | 'warning';
type MenuBadge = { count: number; color: BadgeColor } | { label: NavKey; color: BadgeColor };

export interface MenuSlot {
  section: MenuSection;
  /** Menu groups are declared by key; their label and icon come from MENU_GROUPS in app/build-menu. */
  group?: NavKey;
  order: number;
  /** Where the menu item points when `path` has parameters. */
  href?: string;
  /** A count, or a word from the nav strings (e.g. badgeNew). */
  badge?: MenuBadge;
}

export interface PageEntry {
  path: string;
  layout: Layout;
  rule: Rule;
  label: NavKey;
  icon: IconName;
  page: () => Promise<PageModule>;
  menu?: MenuSlot;
  /** Allowed values for dynamic segments; any other value is a 404. */
  params?: Record<string, readonly string[]>;
  /** Concrete URLs for page search and the e2e crawl when `path` has parameters. */
  examples?: readonly string[];
  /** i18n namespaces loaded before the page renders (feature folder names). */
  namespaces?: readonly string[];
  /** Signed-out visitors are sent to the login page (SPEC §6 authRequired). */
  authRequired?: boolean;
  /** Hide from the navbar page search (e.g. the OIDC callback). */
  searchable?: boolean;
  /**
   * Breadcrumb parents by label, for pages that sit below another page. `keepSearch` names search params of the
   * current URL that the parent's link carries (e.g. the knowledge-base topic a question was opened from).
   */
  parents?: readonly { label: NavKey; href?: string; keepSearch?: readonly string[] }[];
}

export interface RedirectEntry {
  path: string;
  redirect: string;
  layout: Layout;
  rule: Rule;
}

export type RouteEntry = PageEntry | RedirectEntry;

export function isRedirect(entry: RouteEntry): entry is RedirectEntry {
  return 'redirect' in entry;
}

export function defineRoutes<T extends readonly RouteEntry[]>(entries: T): T {
  return entries;
}

/** A widget a feature adds to the navbar (e.g. the shop cart), exported as `navbarItems` from its navbar.ts. */
export interface NavbarItem {
  id: string;
  order: number;
  component: ComponentType;
}
