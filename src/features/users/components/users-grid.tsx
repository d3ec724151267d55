import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  PaginationModule,
  RowSelectionModule,
  TextFilterModule,
  type ColDef,
  type GridApi,
  type SortDirection,
} from 'ag-grid-community';
import { Button } from '@/components/ui/button';
import { stripBidiControls } from '@/lib/bidi';
import type { ManagedUser } from '../api/users.contract';
import { UserStatusBadge } from './user-badges';
import { UserAvatar } from './user-avatar';
import { gridTheme } from '@/components/patterns/grid-theme';
import type { SortCol } from './use-list-params';
import { cellControlKeys } from './cell-keys';

ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnApiModule, PaginationModule, RowSelectionModule, TextFilterModule]);

const DEFAULT_SORT = { col: 'id', dir: 'desc' } as const;

interface GridContext {
  onDelete: (user: ManagedUser, rowIndex: number | null) => void;
}

function UsernameCell({ data }: CustomCellRendererProps<ManagedUser>) {
  if (!data) return null;
  return (
    <Link to={`/apps/user/user-view/${data.id}`} className="flex min-w-0 items-center gap-2 font-medium text-primary-text hover:underline">
      <UserAvatar src={data.avatar} name={data.name} size="sm" decorative />
      <span className="truncate">
        <bdi>{stripBidiControls(data.username)}</bdi>
      </span>
    </Link>
  );
}

/** I5: a name is isolated from the text around it, without the bidi controls that could disguise it. */
function NameCell({ value }: CustomCellRendererProps<ManagedUser, string>) {
  return (
    <span className="block truncate">
      <bdi>{stripBidiControls(value ?? '')}</bdi>
    </span>
  );
}

function StatusCell({ data }: CustomCellRendererProps<ManagedUser>) {
  return data ? <UserStatusBadge status={data.status} /> : null;
}

function VerifiedCell({ value }: CustomCellRendererProps<ManagedUser, boolean>) {
  const { t } = useTranslation('users');
  return value ? (
    <Check className="inline size-4 text-success-text" aria-label={t('verified.yes')} role="img" />
  ) : (
    <X className="inline size-4 text-muted-foreground" aria-label={t('verified.no')} role="img" />
  );
}

function ActionsCell({ data, node, context }: CustomCellRendererProps<ManagedUser> & { context: GridContext }) {
  const { t } = useTranslation('users');
  if (!data) return null;
  return (
    <div className="flex h-full items-center gap-1">
      <Button asChild variant="ghost" color="secondary" size="icon-sm">
        <Link to={`/apps/user/user-edit/${data.id}`} aria-label={t('actions.editUser', { id: data.id })}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="ghost"
        color="danger"
        size="icon-sm"
        aria-label={t('actions.deleteUser', { id: data.id })}
        onClick={() => context.onDelete(data, node.rowIndex)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface UsersGridProps {
  rows: ManagedUser[];
  sort: { col: SortCol; dir: 'asc' | 'desc' } | null;
  page: number;
  size: number;
  onSortChange: (sort: string | null) => void;
  onSelectionChange: (rows: ManagedUser[]) => void;
  onDelete: (user: ManagedUser) => void;
  ref?: Ref<UsersGridHandle>;
}

export interface UsersGridHandle {
  /** After the row asked for deletion is gone: focus the Actions cell now in its place; false when there is none. */
  focusAfterDelete: (deleted: readonly ManagedUser[]) => boolean;
}

/** The AG Grid view of the list; filtering happens before (URL filters), sorting and paging inside, mirrored to the URL. */
export function UsersGrid({ rows, sort, page, size, onSortChange, onSelectionChange, onDelete, ref }: UsersGridProps) {
  const { t } = useTranslation('users');
  const [api, setApi] = useState<GridApi<ManagedUser> | null>(null);
  // The row whose Delete was pressed: its button is gone after the delete, so focus needs a new home.
  const asked = useRef<{ id: number; index: number } | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      focusAfterDelete: (deleted) => {
        const from = asked.current;
        asked.current = null;
        const count = api?.paginationGetRowCount() ?? 0;
        if (!api || !from || count === 0 || !deleted.some((u) => u.id === from.id)) return false;
        api.setFocusedCell(Math.min(from.index, count - 1), 'actions');
        return true;
      },
    }),
    [api],
  );

  const columns = useMemo<ColDef<ManagedUser>[]>(
    () => [
      { field: 'id', headerName: t('columns.id'), width: 110, minWidth: 100, filter: false },
      {
        field: 'username',
        headerName: t('columns.username'),
        cellRenderer: UsernameCell,
        minWidth: 220,
        flex: 1.4,
        suppressKeyboardEvent: cellControlKeys,
      },
      { field: 'email', headerName: t('columns.email'), minWidth: 240, flex: 1.4 },
      { field: 'name', headerName: t('columns.name'), cellRenderer: NameCell, minWidth: 180, flex: 1 },
      { field: 'country', headerName: t('columns.country'), minWidth: 140, flex: 0.8 },
      {
        field: 'role',
        headerName: t('columns.role'),
        minWidth: 110,
        valueFormatter: (p) => (p.value ? t(`roles.${p.value as ManagedUser['role']}`) : ''),
      },
      { field: 'status', headerName: t('columns.status'), minWidth: 130, cellRenderer: StatusCell, filter: false },
      { field: 'is_verified', headerName: t('columns.verified'), minWidth: 110, cellRenderer: VerifiedCell, filter: false },
      {
        field: 'department',
        headerName: t('columns.department'),
        minWidth: 150,
        valueFormatter: (p) => (p.value ? t(`departments.${p.value as ManagedUser['department']}`) : ''),
      },
      {
        colId: 'actions',
        headerName: t('columns.actions'),
        cellRenderer: ActionsCell,
        suppressKeyboardEvent: cellControlKeys,
        width: 110,
        minWidth: 110,
        sortable: false,
        filter: false,
        resizable: false,
      },
    ],
    [t],
  );

  const defaultColDef = useMemo<ColDef<ManagedUser>>(
    () => ({ sortable: true, resizable: true, filter: 'agTextColumnFilter', floatingFilter: true }),
    [],
  );

  // No sort in the URL means the API order (newest id first), kept as an explicit sort so re-added rows (Undo) land in place.
  const effective = sort ?? DEFAULT_SORT;
  useEffect(() => {
    api?.applyColumnState({ state: [{ colId: effective.col, sort: effective.dir as SortDirection }], defaultState: { sort: null } });
  }, [api, effective.col, effective.dir]);

  useEffect(() => {
    if (api && api.paginationGetCurrentPage() !== page - 1) api.paginationGoToPage(page - 1);
  }, [api, page, rows, size]);

  return (
    <div className="w-full [&_.ag-grid-scrollable-area]:pb-4" data-testid="users-grid">
      <AgGridReact<ManagedUser>
        theme={gridTheme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        getRowId={(p) => String(p.data.id)}
        context={
          {
            onDelete: (user, rowIndex) => {
              asked.current = { id: user.id, index: rowIndex ?? 0 };
              onDelete(user);
            },
          } satisfies GridContext
        }
        domLayout="autoHeight"
        suppressMaintainUnsortedOrder
        suppressColumnVirtualisation
        pagination
        paginationPageSize={size}
        paginationPageSizeSelector={false}
        suppressPaginationPanel
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered', enableClickSelection: false }}
        selectionColumnDef={{ pinned: false, width: 52, minWidth: 52, maxWidth: 52 }}
        onGridReady={(e) => setApi(e.api)}
        onSelectionChanged={(e) => onSelectionChange(e.api.getSelectedRows())}
        onSortChanged={(e) => {
          const col = e.api.getColumnState().find((c) => c.sort);
          const next = col ? `${col.colId}:${col.sort}` : null;
          onSortChange(next === `${DEFAULT_SORT.col}:${DEFAULT_SORT.dir}` ? null : next);
        }}
      />
    </div>
  );
}
