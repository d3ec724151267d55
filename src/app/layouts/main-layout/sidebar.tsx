import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Disc } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { LazyOverlay } from '@/components/ui/lazy-overlay';
import { buildMenu } from '../../build-menu';
import { registry } from '../../registry';
import { GROUP_ICONS } from './menu-groups';
import { SidebarMenu } from './sidebar-menu';
import { Logo } from './logo';

// Below 1200 px the menu is a drawer (Radix dialog): its own chunk, mounted the first time ☰ is pressed.
const loadDrawer = () => import('./sidebar-drawer');
/** For the ☰ button's pointer-enter/focus. */
export const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

interface SidebarProps {
  desktop: boolean;
  /** The drawer's state (useLazyOverlay in the main layout): `requested` once ☰ has been pressed. */
  drawer: { open: boolean; setOpen: (open: boolean) => void; requested: boolean; onError: () => void };
  /** The ☰ button, where focus returns when the drawer closes. */
  drawerTrigger: RefObject<HTMLButtonElement | null>;
}

export function Sidebar({ desktop, drawer, drawerTrigger }: SidebarProps) {
  const { t } = useTranslation();
  const role = useRole();
  const sections = useMemo(() => buildMenu(registry, role, GROUP_ICONS), [role]);
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const setLayout = usePreferences((s) => s.setLayout);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (!desktop) {
    if (!drawer.requested) return null;
    return (
      <LazyOverlay
        load={loadDrawer}
        props={{ open: drawer.open, onOpenChange: drawer.setOpen, sections, trigger: drawerTrigger }}
        onError={drawer.onError}
      />
    );
  }

  // The icon rail expands while the pointer is over it or keyboard focus is inside it.
  const expanded = hovered || focused;
  const rail = collapsed && !expanded;
  return (
    <aside
      aria-label={t('shell.mainMenu')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(focusVisible(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rail={rail || undefined}
      className={cn(
        'sidebar-surface no-print fixed inset-y-0 start-0 z-40 flex flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width,box-shadow] duration-200',
        rail ? 'w-[76px]' : 'w-[260px]',
        collapsed && expanded && 'shadow-2xl',
      )}
    >
      <div data-tour="menu" className={cn('flex h-16 shrink-0 items-center justify-between', rail ? 'px-[22px]' : 'px-5')}>
        <Logo compact={rail} />
        {!rail && (
          <button
            type="button"
            onClick={() => setLayout({ sidebarCollapsed: !collapsed })}
            className="rounded-md p-1.5 text-sidebar-muted transition hover:bg-sidebar-hover hover:text-sidebar-foreground"
            aria-label={collapsed ? t('shell.pinMenu') : t('shell.collapseMenu')}
            aria-pressed={!collapsed}
          >
            {collapsed ? <Circle className="size-4" aria-hidden="true" /> : <Disc className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
      <SidebarMenu sections={sections} compact={rail} />
    </aside>
  );
}

/** Keyboard focus (not a click) expands the rail; engines without :focus-visible count every focus. */
function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}
