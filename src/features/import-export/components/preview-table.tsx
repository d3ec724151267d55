import { useId, useMemo, useState } from 'react';
import { Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageRange } from '@/components/patterns/list-toolbar';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, type SortDirection } from '@/components/ui/table';
import type { ParsedSheet } from '../lib/parse';

const PAGE_SIZE = 10;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Striped, sortable, searchable, 10 rows a page; every cell is rendered as text (G10). */
export function PreviewTable({ sheet }: { sheet: ParsedSheet }) {
  const { t } = useTranslation('import-export');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ col: number; dir: Exclude<SortDirection, false> } | null>(null);
  const [page, setPage] = useState(1);
  const searchId = useId();

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const indexed = sheet.rows.map((cells, i) => ({ cells, n: i + 2 }));
    const filtered = q ? indexed.filter((r) => r.cells.some((c) => c.toLowerCase().includes(q))) : indexed;
    if (!sort) return filtered;
    const sign = sort.dir === 'asc' ? 1 : -1;
    return [...filtered].sort((a, b) => sign * collator.compare(a.cells[sort.col] ?? '', b.cells[sort.col] ?? ''));
  }, [sheet, query, sort]);

  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const range = usePageRange({ pageIndex: current - 1, pageSize: PAGE_SIZE, total: rows.length });
  const slice = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const cycle = (col: number) => {
    setSort((s) => (s?.col !== col ? { col, dir: 'asc' } : s.dir === 'asc' ? { col, dir: 'desc' } : null));
    setPage(1);
  };

  return (
    <div className="grid gap-4">
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('import.searchRows')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={searchId}
          type="search"
          className="pl-9"
          value={query}
          placeholder={t('import.searchPlaceholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={<SearchX />} title={t('import.noMatches')} size="sm" />
      ) : (
        <Table aria-label={t('import.previewLabel', { name: sheet.name })}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12 text-right">{t('import.rowNo')}</TableHead>
              {sheet.headers.map((h, i) => (
                <TableHead key={`${h}-${i}`} sort={sort?.col === i ? sort.dir : false} onSort={() => cycle(i)}>
                  {/* A long header is cut like the cells below it, not left to widen its column. */}
                  <span className="max-w-56 truncate" title={h}>
                    {h}
                  </span>
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {slice.map((r) => (
              <TableRow key={r.n} className="even:bg-muted/40">
                <TableCell className="text-right text-muted-foreground tabular-nums">{r.n}</TableCell>
                {sheet.headers.map((_, i) => (
                  <TableCell key={i} className="max-w-64 truncate whitespace-nowrap" title={r.cells[i]}>
                    {r.cells[i]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pageCount > 1 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">{range}</p>
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} size="sm" />
        </div>
      )}
    </div>
  );
}
