import type { RefObject } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';
import { LocaleMenu } from './locale-menu';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';
import { PageSearch } from './page-search';
import { FeatureNavbarItems } from './navbar-items';
import { Bookmarks } from './bookmarks';
import { NotificationsMenu } from './notifications-menu';
import { navbarColorStyle } from './navbar-color';
import { prefetchDrawer } from './sidebar';

interface NavbarProps {
  /** ☰ (below 1200 px): opens the menu drawer, whose code loads on first use. */
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButton: RefObject<HTMLButtonElement | null>;
  showMenuButton: boolean;
}

export function Navbar({ onOpenMenu, menuOpen, menuButton, showMenuButton }: NavbarProps) {
  const { t } = useTranslation();
  const navbarType = usePreferences((s) => s.navbarType);
  const navbarColor = usePreferences((s) => s.navbarColor);
  if (navbarType === 'hidden') return null;
  return (
    <header
      className={cn(
        'z-30 no-print',
        navbarType === 'sticky' && 'sticky top-0',
        navbarType === 'floating' && 'sticky top-0 px-4 pt-3 md:px-6',
      )}
    >
      <div
        data-navbar-color={navbarColor ?? undefined}
        style={navbarColorStyle(navbarColor)}
        className={cn(
          'flex h-16 items-center gap-1 border-b bg-card/90 px-3 backdrop-blur-md transition-colors duration-200 sm:gap-2 md:px-5',
          navbarType === 'floating' && 'rounded-xl border shadow-card',
          navbarColor && 'bg-card text-foreground',
        )}
      >
        {showMenuButton && (
          <Button
            ref={menuButton}
            variant="ghost"
            color="secondary"
            size="icon"
            onClick={onOpenMenu}
            onPointerEnter={prefetchDrawer}
            onFocus={prefetchDrawer}
            aria-label={t('shell.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <Menu aria-hidden="true" />
          </Button>
        )}
        <Bookmarks />
        <div className="min-w-0 flex-1" />
        <LocaleMenu />
        <ThemeMenu />
        <PageSearch />
        <FeatureNavbarItems />
        <NotificationsMenu />
        <UserMenu />
      </div>
    </header>
  );
}
