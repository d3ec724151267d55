import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './build-routes';
import { SessionSync } from './session-sync';
import { OfflineNotice } from './offline-notice';

export function useCurrentEntry() {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.entry);
  return (match?.handle as RouteHandle | undefined)?.entry;
}

/** Wraps every route: each navigation scrolls to the top, sets the title and hides the boot overlay. */
export function RootRoute() {
  const location = useLocation();
  const navigation = useNavigation();
  const entry = useCurrentEntry();
  const { t, i18n } = useTranslation('nav');

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    document.getElementById('app-loading')?.setAttribute('hidden', '');
  }, [location.pathname]);

  useEffect(() => {
    document.title = entry ? `${t(entry.label)} · Tessera` : 'Tessera';
  }, [entry, t, i18n.language]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div className="fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden" role="progressbar" aria-label={t('home')} aria-busy="true">
          <div className="h-full w-1/3 animate-[nav-progress_1s_ease-in-out_infinite] bg-primary" />
        </div>
      )}
      <SessionSync />
      <OfflineNotice />
      <Outlet />
    </>
  );
}
