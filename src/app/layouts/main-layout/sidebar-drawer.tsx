import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { usePreferences } from '@/lib/preferences.store';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { MenuSectionNode } from '../../build-menu';
import { SidebarMenu } from './sidebar-menu';
import { Logo } from './logo';

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: MenuSectionNode[];
  /** The navbar's ☰ button: focus goes back to it when the drawer is closed (not when a link closed it). */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The main menu as a drawer below 1200 px; its own chunk, mounted the first time ☰ is pressed (see Sidebar). */
export default function SidebarDrawer({ open, onOpenChange, sections, trigger }: SidebarDrawerProps) {
  const { t } = useTranslation();
  const rtl = usePreferences((s) => s.rtl);
  const navigated = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={rtl ? 'right' : 'left'}
        hideClose
        className="sidebar-surface w-[270px] border-sidebar-border bg-sidebar p-0 text-sidebar-foreground"
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          navigated.current = false;
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (!navigated.current) trigger.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{t('shell.mainMenu')}</SheetTitle>
        <div className="flex h-16 items-center justify-between px-5">
          <Logo />
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="rounded-md p-1.5 text-sidebar-muted hover:bg-sidebar-hover"
            aria-label={t('shell.closeMenu')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <SidebarMenu
          sections={sections}
          compact={false}
          onNavigate={() => {
            navigated.current = true;
            onOpenChange(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
