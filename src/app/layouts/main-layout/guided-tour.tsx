import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LazyOverlay, useChunkFailureToast } from '@/components/ui/lazy-overlay';
import { mayAutoStart, useTour } from './tour.store';
import { withNamespaces } from '@/lib/i18n';

/** Wait for the first page to settle before the tour covers it. */
export const TOUR_START_DELAY_MS = 900;

// The spotlight and popover are their own chunk: most visits never run the tour.
const loadTour = withNamespaces(['overlays'], () => import('./tour-popover'));

/**
 * First-visit guided tour (desktop only). Once done or skipped it never starts by itself again (stored in
 * tour.store); the user menu and the customizer can start it again. A route change stops it.
 */
export function GuidedTour({ desktop }: { desktop: boolean }) {
  const tellFailure = useChunkFailureToast();
  const active = useTour((s) => s.active);
  const outcome = useTour((s) => s.outcome);
  const { pathname } = useLocation();
  const returnFocus = useRef<HTMLElement | null>(null);

  // First visit on a desktop-width window: start once the page has settled.
  useEffect(() => {
    if (outcome || active || !desktop || !mayAutoStart()) return;
    const timer = window.setTimeout(() => useTour.getState().start(), TOUR_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, active, desktop]);

  // A navigation ends the tour (it counts as skipped).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname && useTour.getState().active) useTour.getState().finish('skipped');
    lastPath.current = pathname;
  }, [pathname]);

  // Below desktop width the anchors move into drawers: stop without recording an outcome.
  useEffect(() => {
    if (active && !desktop) useTour.getState().cancel();
  }, [active, desktop]);

  // Back to where the user was once the tour closes.
  useLayoutEffect(() => {
    if (active) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const el = returnFocus.current;
    returnFocus.current = null;
    if (el?.isConnected) el.focus({ preventScroll: true });
  }, [active]);

  if (!active) return null;
  return (
    <LazyOverlay
      load={loadTour}
      props={{}}
      onError={() => {
        useTour.getState().cancel();
        tellFailure();
      }}
    />
  );
}
