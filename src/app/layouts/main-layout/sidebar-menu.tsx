import { memo, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Circle, ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { can } from '@/lib/access';
import { isRedirect } from '@/lib/route-manifest';
import { useRole } from '@/lib/session/session.store';
import { Badge } from '@/components/ui/badge';
import { isLeafActive, type MenuGroup, type MenuLeaf, type MenuSectionNode } from '../../build-menu';
import { prefetchOnIntent } from '../../prefetch-route';
import { registry } from '../../registry';
import { containsPath, filterOthers, MENU_OTHERS, OTHERS_SECTION_LABEL, type OtherNode } from './menu-others';
import { MenuLink } from './menu-link';

interface SidebarMenuProps {
  sections: MenuSectionNode[];
  compact: boolean;
  onNavigate?: () => void;
}

const itemBase =
  'group flex w-full items-center gap-3 rounded-md px-3 py-2 text-[0.925rem] transition-[color,background-color,translate] outline-none focus-visible:ring-2 focus-visible:ring-ring';
const idle = 'text-sidebar-foreground hover:bg-sidebar-hover hover:translate-x-0.5 rtl:hover:-translate-x-0.5';
const activeItem = 'bg-sidebar-active text-sidebar-active-foreground shadow-md shadow-primary/30';

/**
 * The location is read here once; entries are memoized and get only what concerns them (active or not, the
 * active child of a group), so a navigation re-renders the two or three entries whose state changed.
 */
export function SidebarMenu({ sections, compact, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('home')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-6 [scrollbar-width:thin]">
      {sections.map((section) => (
        <div key={section.id} className="mt-3 first:mt-0">
          {section.label && <SectionLabel text={t(section.label)} compact={compact} />}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((node) => (
              <li key={node.label}>
                {node.kind === 'leaf' ? (
                  <Leaf leaf={node} active={isLeafActive(node, pathname)} compact={compact} onNavigate={onNavigate} />
                ) : (
                  <Group
                    group={node}
                    activeHref={node.children.find((c) => isLeafActive(c, pathname))?.href}
                    compact={compact}
                    onNavigate={onNavigate}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <OthersSection pathname={pathname} compact={compact} onNavigate={onNavigate} />
    </nav>
  );
}

function SectionLabel({ text, compact }: { text: string; compact: boolean }) {
  return (
    <p className={cn('mt-4 mb-1.5 px-3 text-[0.7rem] font-semibold tracking-wider text-sidebar-muted uppercase', compact && 'text-center')}>
      {compact ? (
        <>
          <span aria-hidden="true">···</span>
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}

const Leaf = memo(function Leaf({
  leaf,
  active,
  compact,
  nested = false,
  onNavigate,
}: {
  leaf: MenuLeaf;
  active: boolean;
  compact: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const Icon = nested ? Circle : leaf.icon;
  return (
    <MenuLink
      to={leaf.href}
      onClick={onNavigate}
      {...prefetchOnIntent(leaf.href)}
      aria-current={active ? 'page' : undefined}
      title={compact ? t(leaf.label) : undefined}
      className={cn(itemBase, active ? activeItem : idle, compact && 'justify-center px-0')}
    >
      <Icon className={cn('shrink-0', nested ? 'size-2.5' : 'size-[18px]')} aria-hidden="true" />
      {compact ? <span className="sr-only">{t(leaf.label)}</span> : <span className="min-w-0 flex-1 truncate">{t(leaf.label)}</span>}
      {!compact && leaf.badge && (
        <Badge color={leaf.badge.color} variant="solid" className="ms-auto">
          {'count' in leaf.badge ? leaf.badge.count : t(leaf.badge.label)}
        </Badge>
      )}
    </MenuLink>
  );
});

/** Chevron that points to the end side when closed (mirrored in RTL) and down when open. */
function Chevron({ open }: { open: boolean }) {
  return (
    <ChevronRight
      className={cn('size-4 shrink-0 transition-transform duration-200', open ? 'rotate-90' : 'rtl:-scale-x-100')}
      aria-hidden="true"
    />
  );
}

const Group = memo(function Group({
  group,
  activeHref,
  compact,
  onNavigate,
}: {
  group: MenuGroup;
  /** The child that matches the location, if any. */
  activeHref: string | undefined;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const containsActive = activeHref !== undefined;
  const [open, setOpen] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const Icon = group.icon;
  const id = `menu-group-${group.label}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={open && !compact}
        aria-controls={open && !compact ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        title={compact ? t(group.label) : undefined}
        className={cn(
          itemBase,
          containsActive ? 'bg-sidebar-hover font-medium' : 'hover:bg-sidebar-hover',
          'text-sidebar-foreground',
          compact && 'justify-center px-0',
        )}
      >
        <Icon className="size-[18px] shrink-0" aria-hidden="true" />
        {compact ? (
          <span className="sr-only">{t(group.label)}</span>
        ) : (
          <span className="min-w-0 flex-1 truncate text-start">{t(group.label)}</span>
        )}
        {!compact && group.badge && (
          <Badge color={group.badge.color} variant="solid">
            {'count' in group.badge ? group.badge.count : t(group.badge.label)}
          </Badge>
        )}
        {!compact && <Chevron open={open} />}
      </button>
      {open && !compact && (
        <ul id={id} className="mt-0.5 flex flex-col gap-0.5">
          {group.children.map((leaf) => (
            <li key={leaf.href}>
              <Leaf leaf={leaf} active={leaf.href === activeHref} compact={false} nested onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

/** "Others": nested levels, a disabled item and external links, declared in ./menu-others. */
function OthersSection({ pathname, compact, onNavigate }: { pathname: string; compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const role = useRole();
  const nodes = useMemo(() => {
    const pages = registry.filter((e) => !isRedirect(e) && can(role, e.rule));
    return filterOthers(MENU_OTHERS, (href) => pages.some((p) => p.path === href));
  }, [role]);
  return (
    <div className="mt-3" data-testid="menu-others">
      <SectionLabel text={t(OTHERS_SECTION_LABEL)} compact={compact} />
      <ul className="flex flex-col gap-0.5">
        {nodes.map((node) => (
          <li key={node.id}>
            <OtherItem node={node} activePath={activeIn(node, pathname)} depth={1} compact={compact} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The location if it lies inside `node`, so entries away from it keep equal props and skip the render. */
const activeIn = (node: OtherNode, pathname: string) => (containsPath(node, pathname) ? pathname : undefined);

const OtherItem = memo(function OtherItem({
  node,
  activePath,
  depth,
  compact,
  onNavigate,
}: {
  node: OtherNode;
  activePath: string | undefined;
  depth: number;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation();
  const containsActive = activePath !== undefined;
  const [open, setOpen] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);

  const label = t(node.label);
  const nested = depth > 1;
  const Icon = nested ? Circle : node.icon;
  const icon = <Icon className={cn('shrink-0', nested ? 'size-2.5' : 'size-[18px]')} aria-hidden="true" />;
  const text = compact ? <span className="sr-only">{label}</span> : <span className="min-w-0 flex-1 truncate text-start">{label}</span>;
  const layout = cn(itemBase, compact && 'justify-center px-0', depth > 2 && !compact && 'ps-7');

  switch (node.kind) {
    case 'link': {
      const active = containsActive;
      return (
        <MenuLink
          to={node.href}
          onClick={onNavigate}
          {...prefetchOnIntent(node.href)}
          aria-current={active ? 'page' : undefined}
          title={compact ? label : undefined}
          className={cn(layout, active ? activeItem : idle)}
        >
          {icon}
          {text}
        </MenuLink>
      );
    }
    case 'external':
      return (
        <a href={node.href} target="_blank" rel="noopener noreferrer" title={compact ? label : undefined} className={cn(layout, idle)}>
          {icon}
          {text}
          {!compact && <ExternalLink className="size-3.5 shrink-0 text-sidebar-muted" aria-hidden="true" />}{' '}
          <span className="sr-only">{tc('shell.newTab')}</span>
        </a>
      );
    case 'disabled':
      return (
        <span
          role="link"
          aria-disabled="true"
          title={compact ? label : undefined}
          className={cn(layout, 'cursor-not-allowed text-sidebar-muted select-none')}
        >
          {icon}
          {text}
        </span>
      );
    case 'group': {
      const id = `menu-others-${node.id}`;
      return (
        <>
          <button
            type="button"
            aria-expanded={open && !compact}
            aria-controls={open && !compact ? id : undefined}
            onClick={() => setOpen((o) => !o)}
            title={compact ? label : undefined}
            className={cn(layout, containsActive ? 'bg-sidebar-hover font-medium' : 'hover:bg-sidebar-hover', 'text-sidebar-foreground')}
          >
            {icon}
            {text}
            {!compact && <Chevron open={open} />}
          </button>
          {open && !compact && (
            <ul id={id} className="mt-0.5 flex flex-col gap-0.5">
              {node.children.map((child) => (
                <li key={child.id}>
                  <OtherItem
                    node={child}
                    activePath={activePath && activeIn(child, activePath)}
                    depth={depth + 1}
                    compact={false}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      );
    }
  }
});
