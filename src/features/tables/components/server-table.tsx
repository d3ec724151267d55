import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { functionalUpdate, useTable, type PaginationState, type SortingState } from '@tanstack/react-table';
import { usePageRange } from '@/components/patterns/list-toolbar';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { useLoadError } from '@/hooks/use-load-error';
import { errorMessage } from '@/lib/api-client';
import { SERVER_SORT_COLUMNS, type ServerSortColumn } from '../api/tables.contract';
import { useServerUsers } from '../api/tables.queries';
import type { ServerPage } from '../api/tables.contract';
import type { SampleUser } from '../data/sample-users';
import { features, NoMatches, UserTable } from './table-kit';
import { useUserColumns } from './use-user-columns';

const EMPTY: SampleUser[] = [];
const isSortColumn = (id: string): id is ServerSortColumn => (SERVER_SORT_COLUMNS as readonly string[]).includes(id);

/** Search, sort and page are sent to the (mock) server; the table only renders the page it gets back. */
export function ServerTable() {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 5 });

  // Debounced search; a new search starts on page 1.
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(search.trim());
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    }, 300);
    return () => clearTimeout(id);
  }, [search]);

  const sort = sorting[0];
  const query = {
    q,
    sort: sort && isSortColumn(sort.id) ? sort.id : ('id' as const),
    dir: sort?.desc ? ('desc' as const) : ('asc' as const),
    page: pagination.pageIndex + 1,
    size: pagination.pageSize,
  };
  const result = useServerUsers(query);
  // A Retry without a page to show keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(result);
  // A page that fails to load leaves the last page that did load on screen, under a notice with Retry.
  const [lastLoaded, setLastLoaded] = useState<ServerPage | undefined>(undefined);
  if (result.data && result.data !== lastLoaded) setLastLoaded(result.data);
  const shown = result.data ?? (result.isError ? lastLoaded : undefined);
  const total = shown?.total ?? 0;
  const range = usePageRange({ ...pagination, total: result.isError ? undefined : total });
  // Clear search and Retry leave with the message or notice they sit in: focus goes to the search box instead.
  const refocus = useFocusAfterRemove<HTMLDivElement, HTMLInputElement>();
  const searchRef = refocus.fallback;
  const retry = () => {
    if (document.activeElement instanceof HTMLButtonElement) refocus.mark(document.activeElement);
    void result.refetch();
  };
  const clearSearch = () => {
    setSearch('');
    // Clear now, not after the debounce, so the rows come back at once; focus leaves the Clear button for the box.
    setQ('');
    setPagination((p) => ({ ...p, pageIndex: 0 }));
    searchRef.current?.focus();
  };

  const table = useTable({
    features,
    columns,
    data: shown?.rows ?? EMPTY,
    getRowId: (u) => String(u.id),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: true,
    state: { sorting, pagination },
    onSortingChange: (u) => {
      setSorting((old) => functionalUpdate(u, old));
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: (u) => setPagination((old) => functionalUpdate(u, old)),
  });

  const colCount = columns.length;
  const loading = result.isFetching;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 px-5">
        <div className="relative w-full max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('server.search')}
            aria-label={t('server.search')}
            className="pl-8"
          />
        </div>
        <code className="rounded bg-muted px-2 py-1 text-xs text-muted-foreground">
          GET /api/tables/users?q={query.q}&amp;sort={query.sort}&amp;dir={query.dir}&amp;page={query.page}
        </code>
      </div>
      {result.isError && shown ? (
        <RefreshFailedNotice
          reason={errorMessage(result.error)}
          onRetry={retry}
          retrying={result.isFetching}
          className="mx-5 mb-3 rounded-md"
        />
      ) : null}
      {loadError && !shown ? (
        <ErrorState reason={errorMessage(loadError)} onRetry={retry} retrying={result.isFetching} size="sm" className="mx-5" />
      ) : (
        <UserTable
          table={table}
          caption={t('demos.server.title')}
          empty={
            !loading && shown ? <NoMatches title={t('filter.noMatches')} action={t('server.clear')} onClear={clearSearch} /> : undefined
          }
          rowProps={() => ({ className: loading ? 'opacity-50' : undefined })}
          before={
            loading ? (
              <TableRow className="hover:bg-transparent" data-testid="server-loading-row">
                <TableCell colSpan={colCount} className="py-2">
                  <span role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                    <Spinner className="size-4" label="" />
                    {t('server.loading')}
                  </span>
                </TableCell>
              </TableRow>
            ) : null
          }
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 pt-4">
        {/* Nothing to count while the error (and its Retry) stands in for the rows; the pager stays so focus on it survives. */}
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {range}
        </span>
        <Pagination
          page={pagination.pageIndex + 1}
          pageCount={Math.max(1, table.getPageCount())}
          onPageChange={(p) => table.setPageIndex(p - 1)}
          size="sm"
          maxVisible={5}
          aria-label={t('pagination.navServer')}
        />
      </div>
    </>
  );
}
