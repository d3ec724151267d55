import { can, type Role } from '@/lib/access';
import {
  isRedirect,
  type IconType,
  type MenuSection,
  type MenuSlot,
  type NavKey,
  type PageEntry,
  type RouteEntry,
} from '@/lib/route-manifest';
import { routeIcon } from './route-icons';

export const MENU_SECTIONS: readonly { id: MenuSection; label: NavKey | null }[] = [
  { id: 'dashboard', label: null },
  { id: 'apps', label: 'sectionApps' },
  { id: 'ui', label: 'sectionUi' },
  { id: 'forms', label: 'sectionForms' },
  { id: 'pages', label: 'sectionPages' },
  { id: 'charts', label: 'sectionCharts' },
  { id: 'extensions', label: 'sectionExtensions' },
];

export interface MenuLeaf {
  kind: 'leaf';
  label: NavKey;
  href: string;
  icon: IconType;
  order: number;
  badge?: MenuSlot['badge'];
  /** Other paths that count as "this item is active" (e.g. every /apps/email/* filter). */
  matchPrefix: string;
  /** Shown with a lock to a role that may not open it; leads to the not-authorized page, like the route guard. */
  locked?: boolean;
}

interface MenuGroup {
  kind: 'group';
  label: NavKey;
  icon: IconType;
  order: number;
  badge?: MenuSlot['badge'];
  children: MenuLeaf[];
}

type MenuNode = MenuLeaf | MenuGroup;
export interface MenuSectionNode {
  id: MenuSection;
  label: NavKey | null;
  items: MenuNode[];
}

export type GroupIcons = Partial<Record<NavKey, { icon: IconType; badge?: MenuSlot['badge'] }>>;

/**
 * Turns the registry into the sidebar tree. Without a role only what it may open is listed; a signed-in role sees
 * the pages it may not open with a lock (FEATURES: "the menu item shows a lock for editors").
 */
export function buildMenu(entries: readonly RouteEntry[], role: Role | null, groupIcons: GroupIcons): MenuSectionNode[] {
  const pages = entries.filter(
    (e): e is PageEntry & { menu: MenuSlot } => !isRedirect(e) && !!e.menu && (role !== null || can(role, e.rule)),
  );
  return MENU_SECTIONS.map((section) => {
    const nodes: MenuNode[] = [];
    const groups = new Map<NavKey, MenuGroup>();
    for (const entry of pages.filter((p) => p.menu.section === section.id)) {
      const locked = !can(role, entry.rule);
      const href = locked ? NOT_AUTHORIZED : (entry.menu.href ?? entry.path);
      const leaf: MenuLeaf = {
        kind: 'leaf',
        label: entry.label,
        href,
        icon: routeIcon(entry.icon),
        order: entry.menu.order,
        badge: entry.menu.badge,
        matchPrefix: entry.path.includes(':') ? entry.path.slice(0, entry.path.indexOf(':')) : href,
        locked,
      };
      const groupKey = entry.menu.group;
      if (!groupKey) {
        nodes.push(leaf);
        continue;
      }
      let group = groups.get(groupKey);
      if (!group) {
        const meta = groupIcons[groupKey];
        group = { kind: 'group', label: groupKey, icon: meta?.icon ?? leaf.icon, badge: meta?.badge, order: leaf.order, children: [] };
        groups.set(groupKey, group);
        nodes.push(group);
      }
      group.order = Math.min(group.order, leaf.order);
      group.children.push(leaf);
    }
    for (const group of groups.values()) {
      group.children.sort((a, b) => a.order - b.order);
      // A count badge says how many entries the group shows.
      if (group.badge && 'count' in group.badge) group.badge = { ...group.badge, count: group.children.length };
    }
    nodes.sort((a, b) => a.order - b.order);
    return { id: section.id, label: section.label, items: nodes };
  }).filter((s) => s.items.length > 0);
}

const NOT_AUTHORIZED = '/pages/not-authorized';

/** What the location is matched against: a menu leaf, or an "Others" link (exact href only). */
type Matchable = Pick<MenuLeaf, 'href'> & Partial<Pick<MenuLeaf, 'matchPrefix' | 'locked'>>;

/** How well `item` matches the location: -1 none, else the prefix length, and Infinity for its exact href. */
function matchScore(item: Matchable, pathname: string): number {
  if (item.locked) return -1;
  if (pathname === item.href) return Infinity;
  // Whole path segments only: /components/button must not match /components/button-group.
  const prefix = (item.matchPrefix ?? '/').replace(/\/?$/, '/');
  return prefix !== '/' && `${pathname}/`.startsWith(prefix) ? prefix.length : -1;
}

export function isLeafActive(leaf: Matchable, pathname: string): boolean {
  return matchScore(leaf, pathname) >= 0;
}

/** The one entry that marks the current page: the most specific match, the first on a tie. */
export function activeEntry<T extends Matchable>(items: readonly T[], pathname: string): T | undefined {
  let best: T | undefined;
  let top = -1;
  for (const item of items) {
    const score = matchScore(item, pathname);
    if (score > top) [best, top] = [item, score];
  }
  return best;
}

/** Searchable page entries (SPEC §3: title, url, icon, is_bookmarked) derived from the registry. */
export interface SearchablePage {
  label: NavKey;
  url: string;
  icon: IconType;
}

export function searchablePages(entries: readonly RouteEntry[], role: Role | null): SearchablePage[] {
  return entries.flatMap((e) => {
    if (isRedirect(e) || e.searchable === false || !can(role, e.rule)) return [];
    const urls = e.examples ?? (e.path.includes(':') ? [] : [e.path]);
    return urls.map((url) => ({ label: e.label, url, icon: routeIcon(e.icon) }));
  });
}
