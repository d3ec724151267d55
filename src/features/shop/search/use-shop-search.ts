import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { EMPTY_STATE, parseSearchParams, toSearchParams, type SearchState, type ViewMode } from './search-state';

type Patch = Partial<SearchState> & { view?: ViewMode };

/** The shop's search state lives in the URL; any change other than page or view goes back to page 1. */
export function useShopSearch() {
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const update = useCallback(
    (patch: Patch, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const current = parseSearchParams(prev);
          const keepsPage = Object.keys(patch).every((k) => k === 'page' || k === 'view');
          return toSearchParams({ ...current, ...patch, page: patch.page ?? (keepsPage ? current.page : 1) });
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  const clearAll = useCallback(() => update({ ...EMPTY_STATE, sort: state.sort }), [update, state.sort]);
  return { state, update, clearAll };
}
