import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * `useSearchParams` for a page's own URL state (filters, view, search text).
 *
 * React Router renders a navigation inside a transition: the page being left stays mounted, and its effects
 * and timers keep running, until the next page is ready. A write from it then would land on the next page's
 * URL (or cancel that navigation). So a write is dropped unless the router is still at, and not leaving,
 * the page that made it: the last route the user chose always wins.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const setOwnParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (router) {
        const { location, navigation } = router.state;
        if (location.pathname !== pathname) return;
        if (navigation.location && navigation.location.pathname !== pathname) return;
      }
      setParams(next, options);
    },
    [router, pathname, setParams],
  );
  return [params, setOwnParams];
}
