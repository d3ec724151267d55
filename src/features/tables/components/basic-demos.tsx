import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { useTable } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { SAMPLE_USERS, type SampleUser } from '../data/sample-users';
import { usePageRange } from '@/components/patterns/list-toolbar';
import { activateOnKey, features, NoMatches, userColumn, UserTable } from './table-kit';
import { useUserColumns } from './use-user-columns';

export const DATA: SampleUser[] = [...SAMPLE_USERS];
export const rowId = (u: SampleUser) => String(u.id);

export function DefaultTable({ striped = false }: { striped?: boolean }) {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false });
  return <UserTable table={table} striped={striped} caption={striped ? t('demos.striped.title') : t('demos.default.title')} />;
}

const STATES = [null, 'success', 'danger', 'warning'] as const;
type RowState = NonNullable<(typeof STATES)[number]>;
const stateOf = (u: SampleUser): RowState | null => STATES[u.id % STATES.length] ?? null;
const stateRowClass: Record<RowState, string> = {
  success: 'bg-success-soft hover:bg-success-soft',
  danger: 'bg-danger-soft hover:bg-danger-soft',
  warning: 'bg-warning-soft hover:bg-warning-soft',
};

export function StateTable() {
  const { t } = useTranslation('tables');
  const base = useUserColumns();
  const columns = useMemo(
    () => [
      ...base,
      userColumn.display({
        id: 'state',
        header: t('columns.state'),
        cell: ({ row }) => {
          const state = stateOf(row.original);
          return state ? (
            <Badge color={state} variant="solid">
              {t(`states.${state}`)}
            </Badge>
          ) : (
            <span className="text-muted-foreground">—</span>
          );
        },
      }),
    ],
    [base, t],
  );
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false });
  return (
    <UserTable
      table={table}
      caption={t('demos.state.title')}
      rowProps={(row) => {
        const state = stateOf(row.original);
        return { className: state ? stateRowClass[state] : undefined };
      }}
    />
  );
}

export function SingleSelectTable() {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false, enableMultiRowSelection: false });
  const select = (row: ReturnType<typeof table.getRowModel>['rows'][number]) => {
    row.toggleSelected(true);
    toast.success(t('single.toast', { name: row.original.name }));
  };
  const selected = table.getSelectedRowModel().rows[0];
  return (
    <>
      <p className="mb-3 px-5 text-sm text-muted-foreground" aria-live="polite">
        {selected ? t('single.selected', { name: selected.original.name }) : t('single.hint')}
      </p>
      <UserTable
        table={table}
        caption={t('demos.single.title')}
        rowProps={(row) => ({
          tabIndex: 0,
          'aria-selected': row.getIsSelected(),
          'data-state': row.getIsSelected() ? 'selected' : undefined,
          className: 'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          onClick: () => select(row),
          onKeyDown: activateOnKey(() => select(row)),
        })}
      />
    </>
  );
}

export function MultiSelectTable() {
  const { t } = useTranslation('tables');
  const base = useUserColumns();
  const columns = useMemo(
    () => [
      userColumn.display({
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t('multi.selectAll')}
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onCheckedChange={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('multi.selectRow', { name: row.original.name })}
            checked={row.getIsSelected()}
            onCheckedChange={(v) => row.toggleSelected(v === true)}
          />
        ),
      }),
      ...base,
    ],
    [base, t],
  );
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false });
  const count = table.getSelectedRowIds().length;
  return (
    <>
      <p className="mb-3 px-5 text-sm text-muted-foreground" aria-live="polite">
        {t('multi.count', { count })}
      </p>
      <UserTable
        table={table}
        caption={t('demos.multi.title')}
        rowProps={(row) => ({ 'data-state': row.getIsSelected() ? 'selected' : undefined })}
      />
    </>
  );
}

const PAGE_SIZES = [3, 5, 10] as const;

export function PagedTable() {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const table = useTable({
    features,
    columns,
    data: DATA,
    getRowId: rowId,
    enableSorting: false,
    initialState: { pagination: { pageIndex: 0, pageSize: 3 } },
  });
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const range = usePageRange({ pageIndex, pageSize, total });
  return (
    <>
      <UserTable table={table} caption={t('demos.pagination.title')} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 pt-4">
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span id="paged-size-label">{t('pagination.rowsPerPage')}</span>
          <Select value={String(pageSize)} onValueChange={(v) => table.setPageSize(Number(v))}>
            <SelectTrigger size="sm" className="w-18" aria-labelledby="paged-size-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((s) => (
                <SelectItem key={s} value={String(s)}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <span aria-live="polite">{range}</span>
        </div>
        <Pagination
          page={pageIndex + 1}
          pageCount={table.getPageCount()}
          onPageChange={(p) => table.setPageIndex(p - 1)}
          size="sm"
          maxVisible={5}
          aria-label={t('pagination.navPaged')}
        />
      </div>
    </>
  );
}

export function FilterSortTable() {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, globalFilterFn: 'includesString' });
  const global = (table.state.globalFilter as string | undefined) ?? '';
  const searchRef = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    table.setGlobalFilter('');
    table.resetColumnFilters(true);
    // The Clear button goes with the empty message: keep the keyboard in the toolbar rather than on <body>.
    searchRef.current?.focus();
  };
  return (
    <>
      <div className="mb-3 px-5">
        <div className="relative max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            type="search"
            value={global}
            onChange={(e) => table.setGlobalFilter(e.target.value)}
            placeholder={t('filter.search')}
            aria-label={t('filter.search')}
            className="pl-8"
          />
        </div>
      </div>
      <UserTable
        table={table}
        caption={t('demos.filter.title')}
        empty={<NoMatches title={t('filter.noMatches')} action={t('filter.clear')} onClear={clearFilters} />}
        extraHeader={
          <TableRow className="hover:bg-transparent">
            {table.getVisibleLeafColumns().map((column) => (
              <th key={column.id} className="px-3 pb-2 font-normal">
                <Input
                  value={(column.getFilterValue() as string | undefined) ?? ''}
                  onChange={(e) => column.setFilterValue(e.target.value || undefined)}
                  aria-label={t('filter.column', { column: t(`columns.${column.id}`) })}
                  placeholder={t('filter.placeholder')}
                  className="h-8 text-xs"
                />
              </th>
            ))}
          </TableRow>
        }
      />
    </>
  );
}
