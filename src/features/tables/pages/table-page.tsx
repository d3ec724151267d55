import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { DefaultTable, FilterSortTable, MultiSelectTable, PagedTable, SingleSelectTable, StateTable } from '../components/basic-demos';
import { ColumnVisibilityTable, ExpandableTable } from '../components/column-demos';
import { EditTable } from '../components/edit-table';
import { ServerTable } from '../components/server-table';
import { VirtualTable } from '../components/virtual-table';

const CODE = {
  default: `const features = tableFeatures({});
const table = useTable({ features, columns, data });

<Table>
  <TableHeader>{/* table.getHeaderGroups() → <TableHead> */}</TableHeader>
  <TableBody>{/* table.getRowModel().rows → <table.FlexRender cell={cell} /> */}</TableBody>
</Table>`,
  striped: `<TableRow className={i % 2 === 1 ? 'bg-muted/50' : undefined}>`,
  state: `<TableRow className="bg-success-soft">…</TableRow>
<TableRow className="bg-danger-soft">…</TableRow>
<TableRow className="bg-warning-soft">…</TableRow>`,
  single: `useTable({ features: tableFeatures({ rowSelectionFeature }), enableMultiRowSelection: false, … });
<TableRow tabIndex={0} aria-selected={row.getIsSelected()}
  onClick={() => row.toggleSelected(true)}
  onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && row.toggleSelected(true)} />`,
  multi: `<Checkbox
  checked={table.getIsAllRowsSelected() || (table.getIsSomeRowsSelected() && 'indeterminate')}
  onCheckedChange={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
/>`,
  pagination: `const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
table.setPageSize(5);
<Pagination page={pageIndex + 1} pageCount={table.getPageCount()} onPageChange={(p) => table.setPageIndex(p - 1)} />`,
  filter: `const features = tableFeatures({
  columnFilteringFeature, globalFilteringFeature, rowSortingFeature,
  filteredRowModel: createFilteredRowModel(), sortedRowModel: createSortedRowModel(),
  filterFns: { includesString: filterFn_includesString },
});
<TableHead sort={column.getIsSorted()} onSort={() => column.toggleSorting()} />`,
  expand: `<Button aria-expanded={row.getIsExpanded()} onClick={() => row.toggleExpanded()} />
{row.getIsExpanded() && <TableRow><TableCell colSpan={n}>{detail}</TableCell></TableRow>}`,
  edit: `<TableCell tabIndex={0} onDoubleClick={start} onKeyDown={(e) => e.key === 'Enter' && start()}>
  {editing ? <input onKeyDown={/* Enter saves, Escape cancels */} /> : value}
</TableCell>`,
  server: `useTable({ manualSorting: true, manualPagination: true, rowCount: total,
  state: { sorting, pagination }, onSortingChange, onPaginationChange });
useQuery({ queryKey: ['tables', 'users', { q, sort, page }], placeholderData: keepPreviousData });`,
  visibility: `{table.getAllLeafColumns().map((c) => (
  <DropdownMenuCheckboxItem checked={c.getIsVisible()} onCheckedChange={c.toggleVisibility} />
))}`,
  virtual: `const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => ref.current, estimateSize: () => 44 });
virtualizer.getVirtualItems().map((item) => <Row row={rows[item.index]} />)`,
} as const;

type DemoKey = keyof typeof CODE;

function Demo({ id, children, padded = false }: { id: DemoKey; children: ReactNode; padded?: boolean }) {
  const { t } = useTranslation('tables');
  return (
    <DemoCard
      title={t(`demos.${id}.title`)}
      description={t(`demos.${id}.text`)}
      code={CODE[id]}
      className="min-w-0"
      contentClassName={padded ? undefined : 'px-0 pb-5'}
    >
      {children}
    </DemoCard>
  );
}

export default function TablePage() {
  return (
    <div className="grid min-w-0 gap-6">
      <Demo id="default">
        <DefaultTable />
      </Demo>
      <Demo id="striped">
        <DefaultTable striped />
      </Demo>
      <Demo id="state">
        <StateTable />
      </Demo>
      <Demo id="single">
        <SingleSelectTable />
      </Demo>
      <Demo id="multi">
        <MultiSelectTable />
      </Demo>
      <Demo id="pagination">
        <PagedTable />
      </Demo>
      <Demo id="filter">
        <FilterSortTable />
      </Demo>
      <Demo id="expand">
        <ExpandableTable />
      </Demo>
      <Demo id="edit">
        <EditTable />
      </Demo>
      <Demo id="server">
        <ServerTable />
      </Demo>
      <Demo id="visibility">
        <ColumnVisibilityTable />
      </Demo>
      <Demo id="virtual">
        <VirtualTable />
      </Demo>
    </div>
  );
}
