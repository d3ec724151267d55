import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Disc, PanelLeftClose, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { buildMenu } from '../../build-menu';
import { registry } from '../../registry';
import { GROUP_ICONS } from './menu-groups';
import { SidebarMenu } from './sidebar-menu';
import { Logo } from './logo';

interface SidebarProps {
  desktop: boolean;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

export function Sidebar({ desktop, drawerOpen, onDrawerOpenChange }: SidebarProps) {
  const { t } = useTranslation();
  const role = useRole();
  const sections = useMemo(() => buildMenu(registry, role, GROUP_ICONS), [role]);
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const setLayout = usePreferences((s) => s.setLayout);
  const rtl = usePreferences((s) => s.rtl);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (!desktop) {
    return (
      <Sheet open={drawerOpen} onOpenChange={onDrawerOpenChange}>
        <SheetContent
          side={rtl ? 'right' : 'left'}
          hideClose
          className="w-[270px] border-sidebar-border bg-sidebar p-0 text-sidebar-foreground"
          aria-describedby={undefined}
        >
          <SheetTitle className="sr-only">{t('shell.mainMenu')}</SheetTitle>
          <div className="flex h-16 items-center justify-between px-5">
            <Logo />
            <button
              type="button"
              onClick={() => onDrawerOpenChange(false)}
              className="rounded-md p-1.5 text-sidebar-muted hover:bg-sidebar-hover"
              aria-label={t('shell.closeMenu')}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <SidebarMenu sections={sections} compact={false} onNavigate={() => onDrawerOpenChange(false)} />
        </SheetContent>
      </Sheet>
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
        'no-print fixed inset-y-0 start-0 z-40 flex flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width,box-shadow] duration-200',
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
            <PanelLeftClose className="sr-only" aria-hidden="true" />
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
