import { useTranslation } from 'react-i18next';
import { ArrowDownUp, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Product } from '../api/data-list.contract';
import { OrderStatusBadge, Popularity, Price, ProductThumb } from './product-bits';
import type { Sort, SortKey } from './use-table-params';

export interface ProductsTableProps {
  rows: Product[];
  thumbs: boolean;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
  /** Sets the sort outright (the phone card list has no column headers to click). */
  onSortTo: (sort: Sort | null) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onEdit: (p: Product) => void;
  /** `button` is the pressed Delete button (focus moves on from it once its row is gone). */
  onDelete: (p: Product, button: HTMLElement) => void;
}

const COLUMNS: SortKey[] = ['name', 'category', 'popularity', 'order_status', 'price'];

export function ProductsTable({ rows, thumbs, sort, onSort, onSortTo, selected, onSelect, onEdit, onDelete }: ProductsTableProps) {
  const { t } = useTranslation('data-list');
  const picked = rows.filter((r) => selected.has(r.id)).length;
  const all = picked === 0 ? false : picked === rows.length ? true : 'indeterminate';
  const check = (p: Product) => (
    <Checkbox
      checked={selected.has(p.id)}
      onCheckedChange={(on) => onSelect([p.id], on === true)}
      aria-label={t('table.select', { name: p.name })}
    />
  );
  const selectPage = (
    <Checkbox
      checked={all}
      onCheckedChange={(on) =>
        onSelect(
          rows.map((r) => r.id),
          on === true,
        )
      }
      aria-label={t('table.selectPage')}
    />
  );
  const actions = (p: Product) => (
    <div className="flex items-center gap-1">
      <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('table.edit', { name: p.name })} onClick={() => onEdit(p)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        color="danger"
        size="icon-sm"
        data-action="delete"
        aria-label={t('table.delete', { name: p.name })}
        onClick={(e) => onDelete(p, e.currentTarget)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <>
      <Table containerClassName={thumbs ? 'hidden sm:block' : undefined} className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 pl-5">{selectPage}</TableHead>
            {thumbs && <TableHead>{t('table.image')}</TableHead>}
            {COLUMNS.map((key) => (
              <TableHead key={key} sort={sort?.key === key ? sort.dir : false} onSort={() => onSort(key)}>
                {t(`table.${key}`)}
              </TableHead>
            ))}
            <TableHead>{t('table.action')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id} data-state={selected.has(p.id) ? 'selected' : undefined} data-testid={`product-${p.id}`}>
              <TableCell className="pl-5">{check(p)}</TableCell>
              {thumbs && (
                <TableCell className="py-2">
                  <ProductThumb product={p} className="size-20" />
                </TableCell>
              )}
              {/* min-w: on a phone the wide table scrolls; without it the name column shrinks to a word per line. */}
              <TableCell className="max-w-64 min-w-44 font-medium break-words text-[var(--heading)]">{p.name}</TableCell>
              <TableCell>{t(`categories.${p.category}`)}</TableCell>
              <TableCell className="w-40">
                <Popularity value={p.popularity} name={p.name} />
              </TableCell>
              <TableCell>
                <OrderStatusBadge status={p.order_status} />
              </TableCell>
              <TableCell>
                <Price value={p.price} />
              </TableCell>
              <TableCell>{actions(p)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {thumbs && (
        // The cards have no header row: select-all and sort live in this bar on phones.
        <div className="flex items-center gap-3 px-4 pb-3 sm:hidden" data-testid="cards-bar">
          <div className="pl-3">{selectPage}</div>
          <Select
            value={sort ? `${sort.key}:${sort.dir}` : 'none'}
            onValueChange={(v) => {
              const [key, dir] = v.split(':') as [SortKey, Sort['dir']];
              onSortTo(v === 'none' ? null : { key, dir });
            }}
          >
            <SelectTrigger className="ml-auto w-auto min-w-0" aria-label={t('table.sortBy')}>
              <ArrowDownUp aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="end">
              <SelectItem value="none">{t('table.sortNewest')}</SelectItem>
              {COLUMNS.flatMap((key) =>
                (['asc', 'desc'] as const).map((dir) => (
                  <SelectItem key={`${key}:${dir}`} value={`${key}:${dir}`}>
                    {t(`table.sort_${dir}`, { column: t(`table.${key}`) })}
                  </SelectItem>
                )),
              )}
            </SelectContent>
          </Select>
        </div>
      )}
      {thumbs && (
        <ul className="grid gap-3 px-4 pb-2 sm:hidden" aria-label={t('table.products')}>
          {rows.map((p) => (
            <li
              key={p.id}
              className="flex gap-3 rounded-lg border p-3 data-[selected=true]:bg-primary-soft"
              data-selected={selected.has(p.id)}
            >
              <div className="pt-1">{check(p)}</div>
              <ProductThumb product={p} className="size-20" />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <p className="font-medium break-words text-[var(--heading)]">{p.name}</p>
                <p className="text-xs text-muted-foreground">{t(`categories.${p.category}`)}</p>
                <Popularity value={p.popularity} name={p.name} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <OrderStatusBadge status={p.order_status} />
                  <Price value={p.price} />
                </div>
                <div className="-ml-2">{actions(p)}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
