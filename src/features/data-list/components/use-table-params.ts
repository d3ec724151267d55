import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

export const PAGE_SIZES = [4, 10, 15, 20] as const;
const SORT_KEYS = ['name', 'category', 'popularity', 'order_status', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** Search, sort, page and page size of the product table live in the URL. */
export function useTableParams() {
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => {
    const [key, dir] = (params.get('sort') ?? '').split(':');
    const size = Number(params.get('size'));
    const page = Number(params.get('page'));
    return {
      q: (params.get('q') ?? '').slice(0, 200),
      sort: (SORT_KEYS as readonly string[]).includes(key ?? '') && (dir === 'asc' || dir === 'desc') ? ({ key, dir } as Sort) : null,
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 4,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (patch: Record<string, string | number | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...state, update };
}
