import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ReactTable,
  type Row,
} from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { SampleUser } from '../data/sample-users';

/** One feature set for every demo on the page: only the features listed here are bundled. */
export const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
});

export type Features = typeof features;
type UserRow = Row<Features, SampleUser>;
export const userColumn = createColumnHelper<Features, SampleUser>();

type UserTableInstance = ReactTable<Features, SampleUser>;

export interface UserTableProps {
  table: UserTableInstance;
  striped?: boolean;
  caption?: string;
  /** Extra row props (state colour, selection…). */
  rowProps?: (row: UserRow) => Omit<ComponentProps<'tr'>, 'key'> & { 'data-state'?: string };
  /** A panel rendered under an expanded row. */
  renderDetail?: (row: UserRow) => ReactNode;
  /** Rendered inside tbody before the rows (e.g. a loading row). */
  before?: ReactNode;
  empty?: ReactNode;
  extraHeader?: ReactNode;
  className?: string;
}

/** Renders a TanStack table with the app's table primitives; sortable headers get a button and aria-sort. */
export function UserTable({ table, striped, caption, rowProps, renderDetail, before, empty, extraHeader, className }: UserTableProps) {
  const rows = table.getRowModel().rows;
  const groups = table.getHeaderGroups();
  const colCount = groups[0]?.headers.length ?? 1;
  return (
    // The label also names the scroll region a phone-width table gets (the caption only names the table).
    <Table className={cn('min-w-[640px]', className)} aria-label={caption}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHeader>
        {groups.map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const column = header.column;
              const canSort = column.getCanSort();
              return (
                <TableHead
                  key={header.id}
                  sort={canSort ? column.getIsSorted() : undefined}
                  onSort={canSort ? () => column.toggleSorting(undefined, false) : undefined}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
        {extraHeader}
      </TableHeader>
      <TableBody>
        {before}
        {rows.length === 0 && empty ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={colCount} className="py-2 text-muted-foreground">
              {/* Pinned to the visible part of a horizontally scrolled table, so a phone shows the whole message. */}
              <div data-testid="table-empty" className="sticky left-0 w-[calc(100vw-2.25rem)] max-w-full text-center text-pretty">
                {empty}
              </div>
            </TableCell>
          </TableRow>
        ) : null}
        {rows.map((row, i) => {
          const extra = rowProps?.(row) ?? {};
          return (
            <RowWithDetail key={row.id} detail={renderDetail && row.getIsExpanded() ? renderDetail(row) : null} colCount={colCount}>
              <TableRow {...extra} className={cn(striped && i % 2 === 1 && 'bg-muted/50', extra.className)}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className="whitespace-nowrap">
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            </RowWithDetail>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The empty body of a filtered table: says nothing matched and offers the one action that brings rows back. The
 * caller clears its filters and moves focus to its search box, since this button leaves with the message.
 */
export function NoMatches({ title, action, onClear }: { title: string; action: string; onClear: () => void }) {
  return (
    <EmptyState
      size="sm"
      icon={<SearchX />}
      title={title}
      action={
        <Button variant="outline" color="secondary" size="sm" onClick={onClear}>
          {action}
        </Button>
      }
    />
  );
}

function RowWithDetail({ children, detail, colCount }: { children: ReactNode; detail: ReactNode; colCount: number }) {
  return (
    <>
      {children}
      {detail ? (
        <TableRow className="bg-muted/40 hover:bg-muted/40">
          <TableCell colSpan={colCount} className="p-0">
            {detail}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** Enter or Space on a focused row acts like a click. */
export function activateOnKey(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
}
