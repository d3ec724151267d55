import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { generateUsers } from '../data/sample-users';
import { features } from './table-kit';
import { useUserColumns } from './use-user-columns';

const ROW_COUNTS = [10_000, 100_000] as const;
type RowCount = (typeof ROW_COUNTS)[number];
const ROW_HEIGHT = 44;

/** 10,000 or 100,000 sortable rows; only the rows in view (plus a few) are in the DOM. */
export function VirtualTable() {
  const { t, i18n } = useTranslation('tables');
  const columns = useUserColumns();
  const sizeLabelId = useId();
  const [size, setSize] = useState<RowCount>(ROW_COUNTS[0]);
  // The picker answers at once; the new data set (generated when the size changes, then sorted) renders right after.
  const rowCount = useDeferredValue(size);
  const pending = rowCount !== size;
  const data = useMemo(() => generateUsers(rowCount), [rowCount]);
  const table = useTable({ features, columns, data, getRowId: (u) => String(u.id) });
  // Every sorted row: the virtualizer, not pagination, decides what reaches the DOM.
  const rows = table.getPrePaginatedRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 800, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const colCount = columns.length;
  const numbers = new Intl.NumberFormat(i18n.language);
  const count = numbers.format(rows.length);

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-x-6 gap-y-3 px-5">
        <p className="min-w-0 flex-1 basis-64 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground" data-testid="virtual-count">
            {t('virtual.count', { count: rows.length, formatted: count })}
          </span>{' '}
          · {t('virtual.hint')}
        </p>
        <div className="flex items-center gap-2.5">
          {pending && <Spinner className="size-4 text-primary-text" label={t('virtual.generating')} />}
          <span id={sizeLabelId} className="text-sm font-medium text-foreground">
            {t('virtual.size')}
          </span>
          <ToggleGroup
            type="single"
            size="sm"
            value={String(size)}
            onValueChange={(v) => v && setSize(Number(v) as RowCount)}
            aria-labelledby={sizeLabelId}
            data-testid="virtual-size"
          >
            {ROW_COUNTS.map((n) => (
              <ToggleGroupItem key={n} value={String(n)} data-rows={n} className="min-w-18 tabular-nums">
                {numbers.format(n)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
      </div>
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label={t('virtual.region', { formatted: count })}
        aria-busy={pending || undefined}
        className="relative h-[420px] overflow-auto border-y [scrollbar-width:thin] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        data-testid="virtual-scroller"
      >
        <table className="w-full min-w-[640px] border-collapse text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">{t('demos.virtual.title')}</caption>
          <thead className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--border)]">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id} aria-rowindex={1}>
                {g.headers.map((h) => (
                  <TableHead
                    key={h.id}
                    className="bg-muted/60"
                    sort={h.column.getIsSorted()}
                    onSort={() => h.column.toggleSorting(undefined, false)}
                  >
                    <table.FlexRender header={h} />
                  </TableHead>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={colCount} style={{ height: padTop, padding: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <TableRow key={row.id} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }} data-testid="virtual-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className="py-0 whitespace-nowrap">
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={colCount} style={{ height: padBottom, padding: 0 }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
