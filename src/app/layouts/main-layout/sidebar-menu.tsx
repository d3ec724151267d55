import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Circle, ExternalLink, LockKeyhole } from 'lucide-react';
import { cn } from '@/lib/cn';
import { can } from '@/lib/access';
import { isRedirect } from '@/lib/route-manifest';
import { useRole } from '@/lib/session/session.store';
import { Badge } from '@/components/ui/badge';
import { activeEntry, type MenuLeaf, type MenuSectionNode } from '../../build-menu';
import { prefetchOnIntent } from '../../prefetch-route';
import { registry } from '../../registry';
import { filterOthers, MENU_OTHERS, OTHERS_SECTION_LABEL, type OtherNode } from './menu-others';
import { MenuLink } from './menu-link';

interface SidebarMenuProps {
  sections: MenuSectionNode[];
  compact: boolean;
  onNavigate?: () => void;
}

/** An entry of the menu (from the registry) or of its "Others" section (./menu-others). */
type Node = MenuSectionNode['items'][number] | OtherNode;
/** The entries that can stand for the current page. */
export type PageLink = MenuLeaf | Extract<OtherNode, { kind: 'link' }>;

export const pageLinks = (nodes: readonly Node[]): PageLink[] =>
  nodes.flatMap((n) => (n.kind === 'group' ? pageLinks(n.children) : n.kind === 'leaf' || n.kind === 'link' ? [n] : []));
/** True when `node` is `link` or holds it at any depth. */
const holds = (node: Node, link: PageLink | undefined): boolean =>
  node === link || (node.kind === 'group' && node.children.some((c: Node) => holds(c, link)));

const itemBase =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-[0.925rem] transition-[color,background-color,translate] outline-none focus-visible:ring-2 focus-visible:ring-ring';
const idle = 'text-sidebar-foreground hover:bg-sidebar-hover hover:translate-x-0.5 rtl:hover:-translate-x-0.5';
const activeItem = 'bg-sidebar-active text-sidebar-active-foreground shadow-md shadow-primary/30';

/**
 * The location is read here once; entries are memoized and get only what concerns them (the current entry when
 * they are or hold it), so a navigation re-renders the few entries whose state changed. At most one entry is the
 * current page: the most specific match over the menu and "Others" (activeEntry).
 */
export function SidebarMenu({ sections, compact, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const role = useRole();
  const all = useMemo(() => {
    const pages = registry.filter((e) => !isRedirect(e) && can(role, e.rule));
    const others = filterOthers(MENU_OTHERS, (href) => pages.some((p) => p.path === href));
    return [...sections, { id: 'others', label: OTHERS_SECTION_LABEL, items: others }];
  }, [sections, role]);
  const links = useMemo(() => pageLinks(all.flatMap((s): readonly Node[] => s.items)), [all]);
  const active = activeEntry(links, pathname);
  const nav = useRef<HTMLElement>(null);
  // On mount (page load, drawer opening; the router renders the layout once the location is final): bring the
  // current entry into view, at once and only if it is hidden ('nearest' leaves a visible one alone; the nav's
  // scroll padding keeps its focus ring and shadow in view).
  useLayoutEffect(() => {
    nav.current?.querySelector('[aria-current]')?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <nav
      ref={nav}
      aria-label={t('home')}
      // pt-1: room for the first entry's focus ring, which the scrolling box would clip.
      className="min-h-0 flex-1 scroll-py-2 overflow-y-auto overscroll-contain px-3 pt-1 pb-6 [scrollbar-width:thin]"
    >
      {all.map((section) => (
        <div key={section.id} className="mt-3 first:mt-0">
          {section.label && (
            <p
              className={cn(
                'mt-4 mb-1.5 px-3 text-[0.7rem] font-semibold tracking-wider text-sidebar-muted uppercase',
                compact && 'text-center',
              )}
            >
              {compact && <span aria-hidden="true">···</span>}
              <span className={compact ? 'sr-only' : undefined}>{t(section.label)}</span>
            </p>
          )}
          <Items nodes={section.items} active={active} depth={1} compact={compact} onNavigate={onNavigate} />
        </div>
      ))}
    </nav>
  );
}

interface ItemProps {
  /** The current entry, given only to the entry that is or holds it (others keep equal props and skip the render). */
  active: PageLink | undefined;
  depth: number;
  compact: boolean;
  onNavigate?: () => void;
}

function Items({ nodes, active, id, ...rest }: ItemProps & { nodes: readonly Node[]; id?: string }) {
  return (
    <ul id={id} className={cn('flex flex-col gap-0.5', rest.depth > 1 && 'mt-0.5')}>
      {nodes.map((node) => (
        <li key={node.label}>
          <Item node={node} active={holds(node, active) ? active : undefined} {...rest} />
        </li>
      ))}
    </ul>
  );
}

const Item = memo(function Item({ node, active, depth, compact, onNavigate }: ItemProps & { node: Node }) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation();
  const current = active !== undefined;
  const [open, setOpen] = useState(current);
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  const label = t(node.label);
  const nested = depth > 1;
  const Icon = nested ? Circle : node.icon;
  const locked = node.kind === 'leaf' && node.locked;
  // Said after the name: why a page is locked (see buildMenu), or that a link leaves the app.
  const note = locked ? tc('shell.adminOnly') : node.kind === 'external' ? tc('shell.newTab') : '';
  const Mark = locked ? LockKeyhole : ExternalLink;
  const badge = !compact && 'badge' in node ? node.badge : undefined;
  const props = {
    title: compact ? label + (note && ` ${note}`) : undefined,
    className: cn(itemBase, compact && 'justify-center px-0', depth > 2 && !compact && 'ps-7'),
  };
  const body = (
    <>
      <Icon className={cn('shrink-0', nested ? 'size-2.5' : 'size-[18px]')} aria-hidden="true" />
      {/* Long labels (fr, pt) wrap rather than end in "…": a cut name has no tooltip for keyboard or touch users. */}
      <span className={compact ? 'sr-only' : 'min-w-0 flex-1 text-start leading-snug wrap-break-word'}>{label}</span>
      {note && !compact && <Mark className="size-3.5 shrink-0 text-sidebar-muted" aria-hidden="true" />}
      {note && ' '}
      {note && <span className="sr-only">{note}</span>}
      {badge && (
        <Badge color={badge.color} variant="solid">
          {'count' in badge ? badge.count : t(badge.label)}
        </Badge>
      )}
    </>
  );

  switch (node.kind) {
    case 'leaf':
    case 'link':
      return (
        <MenuLink
          to={node.href}
          onClick={onNavigate}
          {...prefetchOnIntent(node.href)}
          aria-current={current ? 'page' : undefined}
          {...props}
          className={cn(props.className, current ? activeItem : idle)}
        >
          {body}
        </MenuLink>
      );
    case 'external':
      return (
        <a href={node.href} target="_blank" rel="noopener noreferrer" {...props} className={cn(props.className, idle)}>
          {body}
        </a>
      );
    case 'disabled':
      return (
        <span
          role="link"
          aria-disabled="true"
          {...props}
          className={cn(props.className, 'cursor-not-allowed text-sidebar-muted select-none')}
        >
          {body}
        </span>
      );
    case 'group': {
      const id = `menu-${node.label}`;
      return (
        <>
          <button
            type="button"
            aria-expanded={open && !compact}
            aria-controls={open && !compact ? id : undefined}
            onClick={() => setOpen((o) => !o)}
            // On the icon rail the children are hidden: the group holding the page is the current entry (theme.css
            // draws a marker bar on it).
            aria-current={(compact && current) || undefined}
            {...props}
            className={cn(
              props.className,
              current ? 'relative bg-sidebar-hover font-medium' : 'hover:bg-sidebar-hover',
              'text-sidebar-foreground',
            )}
          >
            {body}
            {!compact && (
              <ChevronRight
                className={cn('size-4 shrink-0 transition-transform duration-200', open ? 'rotate-90' : 'rtl:-scale-x-100')}
                aria-hidden="true"
              />
            )}
          </button>
          {open && !compact && (
            <Items nodes={node.children} active={active} depth={depth + 1} compact={false} onNavigate={onNavigate} id={id} />
          )}
        </>
      );
    }
  }
});
