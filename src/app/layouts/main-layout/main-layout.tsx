import { useEffect, useState } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { useWidthClass } from '@/hooks/use-width-class';
import { Sidebar } from './sidebar';
import { Navbar } from './navbar';
import { PageHeader } from './page-header';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { MockNotice } from './mock-notice';
import { Customizer } from './customizer';

export function MainLayout() {
  const { t } = useTranslation();
  const collapsed = usePreferences((s) => s.sidebarCollapsed);
  const footerType = usePreferences((s) => s.footerType);
  const width = useWidthClass();
  const desktop = width === 'xl';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <TooltipProvider delayDuration={250}>
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="fixed top-2 left-2 z-[200] -translate-y-20 rounded-md bg-primary-solid px-4 py-2 text-sm font-medium text-white shadow-lg transition focus:translate-y-0"
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar desktop={desktop} drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />
      <div className={cn('flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200 print:pl-0', desktop && (collapsed ? 'pl-[76px]' : 'pl-[260px]'))}>
        <Navbar onOpenMenu={() => setDrawerOpen(true)} showMenuButton={!desktop} />
        <MockNotice />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 pt-4 pb-6 outline-none md:px-6">
          <PageHeader />
          <div key={location.pathname} className="animate-slide-up">
            <Outlet />
          </div>
        </main>
        {footerType !== 'hidden' && <Footer sticky={footerType === 'sticky'} />}
      </div>
      <ScrollToTop />
      <Customizer />
    </div>
    </TooltipProvider>
  );
}
