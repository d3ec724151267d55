import { useEffect, useMemo, useRef } from 'react';
import { Direction } from 'radix-ui';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { useWidthClass } from '@/hooks/use-width-class';
import { useLazyOverlay } from '@/components/ui/lazy-overlay';
import { Sidebar } from './sidebar';
import { Navbar } from './navbar';
import { PageHeader } from './page-header';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { MockNotice } from './mock-notice';
import { Customizer } from './customizer';
import { GuidedTour } from './guided-tour';

export function MainLayout() {
  const { t } = useTranslation();
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const footerType = usePreferences((s) => s.footerType);
  const transition = usePreferences((s) => s.routeTransition);
  const rtl = usePreferences((s) => s.rtl);
  const width = useWidthClass();
  const desktop = width === 'xl';
  // The mobile menu drawer: its code is fetched when ☰ is first pressed (prefetched on hover/focus of ☰).
  const drawer = useLazyOverlay();
  const drawerTrigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const closeDrawer = drawer.setOpen;
  useEffect(() => closeDrawer(false), [location.pathname, closeDrawer]);

  // The page is keyed by path, so a link or button inside it that navigates ("Browse Shop") unmounts with it and
  // focus falls to <body>: the next Tab would start over at the top. Continue from the main region instead.
  // Menu links outside the page keep their focus; the first render leaves focus where the browser put it.
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    const active = document.activeElement;
    if (!active || active === document.body) mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // The layout re-renders on every navigation (it keys the page by path); the navbar, footer and floating
  // controls do not depend on the path, so the same elements are reused and React skips them.
  const { show: openMenu, open: menuOpen } = drawer;
  const navbar = useMemo(
    () => <Navbar onOpenMenu={openMenu} menuOpen={menuOpen} menuButton={drawerTrigger} showMenuButton={!desktop} />,
    [openMenu, menuOpen, desktop],
  );
  const footer = useMemo(() => (footerType === 'hidden' ? null : <Footer sticky={footerType === 'sticky'} />), [footerType]);
  const floating = useMemo(
    () => (
      <>
        <ScrollToTop />
        <Customizer />
      </>
    ),
    [],
  );

  return (
    <Direction.Provider dir={rtl ? 'rtl' : 'ltr'}>
      <div className="min-h-dvh">
        <a
          href="#main-content"
          className="fixed start-2 top-2 z-[200] -translate-y-20 rounded-md bg-primary-solid px-4 py-2 text-sm font-medium text-white shadow-lg transition focus:translate-y-0"
        >
          {t('shell.skipToContent')}
        </a>
        <Sidebar desktop={desktop} drawer={drawer} drawerTrigger={drawerTrigger} />
        <div
          className={cn(
            'flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200 print:ps-0',
            desktop && (collapsed ? 'ps-[76px]' : 'ps-[260px]'),
          )}
        >
          {navbar}
          <MockNotice />
          <main ref={mainRef} id="main-content" tabIndex={-1} className="flex-1 px-4 pt-4 pb-6 outline-none md:px-6">
            <PageHeader />
            {/* Keyed by path: every navigation replays the chosen transition (none under reduced motion). */}
            <div key={location.pathname} data-transition={transition} className={`route-transition-${transition}`}>
              <Outlet />
            </div>
          </main>
          {footer}
        </div>
        {floating}
        <GuidedTour desktop={desktop} />
      </div>
    </Direction.Provider>
  );
}
