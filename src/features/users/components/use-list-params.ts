import { useCallback, useMemo } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { DEPARTMENTS, USER_ROLES, USER_STATUSES } from '../api/users.contract';

export const PAGE_SIZES = [10, 20, 25, 30] as const;
const SORTABLE = ['id', 'username', 'email', 'name', 'country', 'role', 'status', 'is_verified', 'department'] as const;
export type SortCol = (typeof SORTABLE)[number];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | 'all' =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : 'all';

/** Filters, search, sort and paging of the user list live in the URL; unknown values fall back to defaults. */
export function useListParams() {
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => {
    const size = Number(params.get('size'));
    const page = Number(params.get('page'));
    const [col, dir] = (params.get('sort') ?? '').split(':');
    return {
      role: oneOf(USER_ROLES, params.get('role')),
      status: oneOf(USER_STATUSES, params.get('status')),
      verified: oneOf(['yes', 'no'] as const, params.get('verified')),
      department: oneOf(DEPARTMENTS, params.get('department')),
      q: (params.get('q') ?? '').slice(0, 200),
      sort:
        (SORTABLE as readonly string[]).includes(col ?? '') && (dir === 'asc' || dir === 'desc')
          ? { col: col as SortCol, dir: dir as 'asc' | 'desc' }
          : null,
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (patch: Record<string, string | number | null>, resetPage = true) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '' || v === 'all') next.delete(k);
            else next.set(k, String(v));
          }
          if (resetPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...state, update };
}
