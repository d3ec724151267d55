import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { isLeafActive, type MenuGroup, type MenuLeaf, type MenuSectionNode } from '../../build-menu';

interface SidebarMenuProps {
  sections: MenuSectionNode[];
  compact: boolean;
  onNavigate?: () => void;
}

const itemBase =
  'group flex w-full items-center gap-3 rounded-md px-3 py-2 text-[0.925rem] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SidebarMenu({ sections, compact, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('nav');
  return (
    <nav aria-label={t('home')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-6 [scrollbar-width:thin]">
      {sections.map((section) => (
        <div key={section.id} className="mt-3 first:mt-0">
          {section.label && (
            <p className={cn('mt-4 mb-1.5 px-3 text-[0.7rem] font-semibold tracking-wider text-sidebar-muted uppercase', compact && 'text-center')}>
              {compact ? '···' : t(section.label)}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((node) => (
              <li key={node.label}>
                {node.kind === 'leaf' ? (
                  <Leaf leaf={node} compact={compact} onNavigate={onNavigate} />
                ) : (
                  <Group group={node} compact={compact} onNavigate={onNavigate} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Leaf({ leaf, compact, nested = false, onNavigate }: { leaf: MenuLeaf; compact: boolean; nested?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const active = isLeafActive(leaf, pathname);
  const Icon = nested ? Circle : leaf.icon;
  return (
    <NavLink
      to={leaf.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={compact ? t(leaf.label) : undefined}
      className={cn(
        itemBase,
        active
          ? 'bg-sidebar-active text-sidebar-active-foreground shadow-md shadow-primary/30'
          : 'text-sidebar-foreground hover:bg-sidebar-hover hover:translate-x-0.5',
        compact && 'justify-center px-0',
      )}
    >
      <Icon className={cn('shrink-0', nested ? 'size-2.5' : 'size-[18px]')} aria-hidden="true" />
      {!compact && <span className="min-w-0 flex-1 truncate">{t(leaf.label)}</span>}
      {!compact && leaf.badge && (
        <Badge color={leaf.badge.color} variant="solid" className="ml-auto">
          {leaf.badge.text}
        </Badge>
      )}
    </NavLink>
  );
}

function Group({ group, compact, onNavigate }: { group: MenuGroup; compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const containsActive = group.children.some((c) => isLeafActive(c, pathname));
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
        aria-controls={id}
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
        {!compact && <span className="min-w-0 flex-1 truncate text-left">{t(group.label)}</span>}
        {!compact && group.badge && (
          <Badge color={group.badge.color} variant="solid">
            {group.badge.text}
          </Badge>
        )}
        {!compact && <ChevronRight className={cn('size-4 shrink-0 transition-transform duration-200', open && 'rotate-90')} aria-hidden="true" />}
      </button>
      {open && !compact && (
        <ul id={id} className="mt-0.5 flex flex-col gap-0.5">
          {group.children.map((leaf) => (
            <li key={leaf.href}>
              <Leaf leaf={leaf} compact={false} nested onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
