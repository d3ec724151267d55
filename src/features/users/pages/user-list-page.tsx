import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageRange } from '@/components/patterns/list-toolbar';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import type { ManagedUser } from '../api/users.contract';
import { useUsers } from '../api/users.queries';
import { useDeleteUserFlow } from '../components/delete-user';
import { UserFilters } from '../components/user-filters';
import { UsersGrid, type UsersGridHandle } from '../components/users-grid';
import { UsersToolbar } from '../components/users-toolbar';
import { downloadCsv } from '@/lib/download';
import { usersToCsv } from '../components/users-csv';
import { useListParams } from '../components/use-list-params';

const SEARCHED: (keyof ManagedUser)[] = ['id', 'username', 'email', 'name', 'country', 'role', 'status', 'department'];

export default function UserListPage() {
  const { t } = useTranslation('users');
  const params = useListParams();
  const users = useUsers();
  const loadError = useLoadError(users);
  const [selected, setSelected] = useState<ManagedUser[]>([]);
  const grid = useRef<UsersGridHandle>(null);
  const actionsButton = useRef<HTMLButtonElement>(null);
  const deleteFlow = useDeleteUserFlow(
    () => setSelected([]),
    (deleted) => grid.current?.focusAfterDelete(deleted) ?? false,
    () => actionsButton.current,
  );
  const q = useDeferredValue(params.q.trim().toLowerCase());

  const rows = useMemo(
    () =>
      (users.data ?? []).filter(
        (u) =>
          (params.role === 'all' || u.role === params.role) &&
          (params.status === 'all' || u.status === params.status) &&
          (params.verified === 'all' || u.is_verified === (params.verified === 'yes')) &&
          (params.department === 'all' || u.department === params.department) &&
          (!q || SEARCHED.some((k) => String(u[k]).toLowerCase().includes(q))),
      ),
    [users.data, params.role, params.status, params.verified, params.department, q],
  );

  const pageCount = Math.max(1, Math.ceil(rows.length / params.size));
  const page = Math.min(params.page, pageCount);
  const paging = { pageIndex: page - 1, pageSize: params.size, total: users.data ? rows.length : undefined };
  const range = usePageRange(paging);
  const currentSort = params.sort ? `${params.sort.col}:${params.sort.dir}` : null;

  const exportCsv = () => {
    const list = selected.length > 0 ? selected : rows;
    downloadCsv('users.csv', usersToCsv(list));
    toast.success(t('toolbar.exported', { count: list.length }));
  };

  return (
    <div className="grid min-w-0 gap-6">
      <UserFilters params={params} />
      <Card className="min-w-0 overflow-hidden">
        <UsersToolbar
          paging={paging}
          onSize={(size) => params.update({ size })}
          search={params.q}
          onSearch={(value) => params.update({ q: value })}
          selected={selected.length}
          actionsRef={actionsButton}
          onDeleteSelected={() => deleteFlow.ask(selected)}
          onArchive={() => toast.success(t('toolbar.archived', { count: selected.length }))}
          onExport={exportCsv}
        />
        {/* A failed refresh keeps the loaded list (and its selection) on screen. */}
        {users.isError && users.data && <RefreshFailedNotice {...retryProps(users, users.error)} />}
        {/* Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends. */}
        {loadError ? (
          <ErrorState {...retryProps(users, loadError)} />
        ) : users.isPending ? (
          <div className="grid gap-3 px-5 pb-5" aria-busy="true" aria-label={t('common:states.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={t('empty.title')}
            description={t('empty.text')}
            action={
              <Button
                variant="outline"
                color="secondary"
                onClick={() => params.update({ role: null, status: null, verified: null, department: null, q: null })}
              >
                {t('empty.reset')}
              </Button>
            }
          />
        ) : (
          <>
            <div className="border-t">
              <UsersGrid
                ref={grid}
                rows={rows}
                sort={params.sort}
                page={page}
                size={params.size}
                onSortChange={(sort) => sort !== currentSort && params.update({ sort })}
                onSelectionChange={setSelected}
                onDelete={deleteFlow.ask}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-4">
              <p className="text-sm text-muted-foreground">{range}</p>
              <Pagination page={page} pageCount={pageCount} onPageChange={(p) => params.update({ page: p }, false)} />
            </div>
          </>
        )}
      </Card>
      {deleteFlow.dialog}
    </div>
  );
}
