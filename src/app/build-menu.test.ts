import type { RouteEntry } from '@/lib/route-manifest';
import { activeEntry, buildMenu, isLeafActive, type MenuLeaf, type MenuSectionNode } from './build-menu';
import { registry } from './registry';
import { GROUP_ICONS } from './layouts/main-layout/menu-groups';
import { MENU_OTHERS } from './layouts/main-layout/menu-others';
import { pageLinks } from './layouts/main-layout/sidebar-menu';

const leaves = (sections: MenuSectionNode[]): MenuLeaf[] =>
  sections.flatMap((s) => s.items.flatMap((n) => (n.kind === 'leaf' ? n : n.children)));
const adminMenu = leaves(buildMenu(registry, 'admin', GROUP_ICONS));
/** Every entry that can mark the page, as the sidebar matches them: the menu, then "Others". */
const candidates = [...adminMenu, ...pageLinks(MENU_OTHERS)];
const activeAt = (pathname: string) => {
  const hit = activeEntry(candidates, pathname);
  return hit && (hit.kind === 'leaf' ? hit.href : `others:${hit.href}`);
};
const leaf = (href: string) => {
  const found = adminMenu.find((l) => l.href === href);
  if (!found) throw new Error(`no menu item for ${href}`);
  return found;
};

describe('active menu item (real registry)', () => {
  it('matches whole path segments only', () => {
    expect(isLeafActive(leaf('/components/button'), '/components/button-group')).toBe(false);
    expect(isLeafActive(leaf('/components/button-group'), '/components/button-group')).toBe(true);
    expect(isLeafActive(leaf('/import-export/export'), '/import-export/export-selected')).toBe(false);
    expect(isLeafActive(leaf('/pages/knowledge-base'), '/pages/knowledge-base/category/question')).toBe(true);
    expect(isLeafActive(leaf('/pages/knowledge-base'), '/pages/knowledge-base-x')).toBe(false);
  });

  it('keeps matching the pages under a parameterised item', () => {
    const email = adminMenu.find((l) => l.label === 'email');
    expect(email && isLeafActive(email, '/apps/email/sent')).toBe(true);
    expect(email && isLeafActive(email, '/apps/emailx')).toBe(false);
  });

  it.each([
    ['/components/button-group', '/components/button-group'],
    ['/components/button', '/components/button'],
    ['/import-export/export-selected', '/import-export/export-selected'],
    ['/import-export/export', '/import-export/export'],
    // The exact "Others" link beats the Knowledge Base prefix; on the base page itself the menu item comes first.
    ['/pages/knowledge-base/category', 'others:/pages/knowledge-base/category'],
    ['/pages/knowledge-base/category/question', 'others:/pages/knowledge-base/category/question'],
    ['/pages/knowledge-base', '/pages/knowledge-base'],
    ['/dashboard/ecommerce', '/dashboard/ecommerce'],
  ])('on %s marks only %s', (pathname, expected) => {
    expect(activeAt(pathname)).toBe(expected);
  });

  it('marks nothing where no item matches', () => {
    expect(activeAt('/nowhere')).toBeUndefined();
    expect(activeAt('/')).toBeUndefined();
  });
});

describe('admin-only items', () => {
  const page = (path: string, rule: 'editor' | 'admin', order: number): RouteEntry => ({
    path,
    layout: 'main',
    rule,
    label: 'analytics',
    icon: 'Gauge',
    menu: { section: 'dashboard', group: 'dashboard', order },
    page: () => Promise.resolve({ default: () => null }),
  });
  const entries = [page('/a', 'editor', 1), page('/b', 'admin', 2), page('/c', 'admin', 3)];
  const icons = { dashboard: { icon: () => null, badge: { count: 9, color: 'warning' as const } } };

  it('are shown to an editor with a lock, leading to the not-authorized page, and never active', () => {
    const [group] = buildMenu(entries, 'editor', icons)[0]?.items ?? [];
    if (group?.kind !== 'group') throw new Error('expected a group');
    expect(group.children.map((c) => [c.href, !!c.locked])).toEqual([
      ['/a', false],
      ['/pages/not-authorized', true],
      ['/pages/not-authorized', true],
    ]);
    expect(activeEntry(group.children, '/pages/not-authorized')).toBeUndefined();
    expect(activeEntry(group.children, '/b')).toBeUndefined();
  });

  it('are open to an admin and hidden without a role', () => {
    const admin = buildMenu(entries, 'admin', icons)[0]?.items[0];
    expect(admin?.kind === 'group' && admin.children.every((c) => !c.locked)).toBe(true);
    expect(buildMenu(entries, null, icons)).toEqual([]);
  });

  it('count in the group badge as what is shown', () => {
    const badge = (role: 'editor' | 'admin', list: RouteEntry[]) => {
      const node = buildMenu(list, role, icons)[0]?.items[0];
      return node?.kind === 'group' && node.badge && 'count' in node.badge ? node.badge.count : undefined;
    };
    expect(badge('editor', entries)).toBe(3);
    expect(badge('admin', entries.slice(0, 2))).toBe(2);
  });

  it('the real eCommerce dashboard: locked for editors, and the Dashboard badge counts both', () => {
    const dashboard = buildMenu(registry, 'editor', GROUP_ICONS)[0]?.items.find((n) => n.label === 'dashboard');
    if (dashboard?.kind !== 'group') throw new Error('expected the Dashboard group');
    expect(dashboard.children.map((c) => [c.label, !!c.locked])).toEqual([
      ['analytics', false],
      ['ecommerceDashboard', true],
    ]);
    expect(dashboard.badge).toEqual({ count: 2, color: 'warning' });
    // No other menu route is admin-only today (routes.tsv "access"); if one is added it is locked the same way.
    const locked = leaves(buildMenu(registry, 'editor', GROUP_ICONS)).filter((l) => l.locked);
    expect(locked.map((l) => l.label)).toEqual(['ecommerceDashboard']);
  });
});
