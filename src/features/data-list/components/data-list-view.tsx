import { useDeferredValue, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Archive, ChevronDown, FileDown, PackageSearch, Plus, Printer, Trash2 } from 'lucide-react';
import { ListSearch, PageSizeMenu, usePageRange } from '@/components/patterns/list-toolbar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import type { Product } from '../api/data-list.contract';
import { restoreProducts, useDeleteProducts, useProducts } from '../api/data-list.queries';
import { readDrawerDraft } from './drawer-draft';
import { ProductDrawer } from './product-drawer';
import { ProductsTable } from './products-table';
import { downloadProductsCsv } from './products-csv';
import { PAGE_SIZES, useTableParams, type SortKey } from './use-table-params';
import { TYPING_DELAY, useSearchText } from '@/hooks/use-search-text';

/** List view and thumb view: the same product table, toolbar, drawer and delete-with-Undo. */
export function DataListView({ thumbs = false }: { thumbs?: boolean }) {
  const { t, i18n } = useTranslation('data-list');
  const qc = useQueryClient();
  const params = useTableParams();
  const products = useProducts();
  const remove = useDeleteProducts();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [drawer, setDrawer] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  // Back from signing in after the session ended mid-edit: reopen the drawer on its kept draft.
  const [pendingDraft, setPendingDraft] = useState(readDrawerDraft);
  if (pendingDraft && products.data) {
    const product = pendingDraft.productId === null ? null : products.data.find((p) => p.id === pendingDraft.productId);
    setPendingDraft(null);
    if (product !== undefined) setDrawer({ open: true, product });
  }
  const loadError = useLoadError(products);
  const q = useDeferredValue(params.q.trim().toLowerCase());
  // The table follows the URL: write it once typing pauses, not on every keystroke.
  const [searchText, setSearchText] = useSearchText(params.q, (value) => params.update({ q: value }), { delay: TYPING_DELAY });

  const rows = useMemo(() => {
    const list = (products.data ?? []).filter(
      (p) =>
        !q ||
        // The price as shown too: a German user types "414,26", not "414.26".
        [
          p.name,
          t(`categories.${p.category}`),
          t(`status.${p.order_status}`),
          String(p.price),
          formatCurrency(p.price, i18n.language),
        ].some((v) => v.toLowerCase().includes(q)),
    );
    const { sort } = params;
    if (!sort) return list;
    const collator = new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' });
    const factor = sort.dir === 'asc' ? 1 : -1;
    return [...list].sort((a, b) => {
      const x = a[sort.key];
      const y = b[sort.key];
      return factor * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
    });
  }, [products.data, q, params, t, i18n.language]);

  const pageCount = Math.max(1, Math.ceil(rows.length / params.size));
  const page = Math.min(params.page, pageCount);
  const pageRows = rows.slice((page - 1) * params.size, page * params.size);
  const range = usePageRange({ pageIndex: page - 1, pageSize: params.size, total: rows.length });
  const selection = (products.data ?? []).filter((p) => selected.has(p.id));

  // A row's Delete button goes with the row: focus moves to the Delete button now in its place.
  const refocus = useFocusAfterRemove<HTMLElement>();

  const toggleSort = (key: SortKey) => {
    const s = params.sort;
    params.update({ sort: s?.key !== key ? `${key}:asc` : s.dir === 'asc' ? `${key}:desc` : null });
  };

  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  const deleteProducts = (list: Product[]) => {
    if (list.length === 0 || remove.isPending) return;
    remove.mutate(list, {
      onSuccess: (deleted) => {
        select(
          deleted.map((p) => p.id),
          false,
        );
        toast.success(t('delete.done', { count: deleted.length }), {
          action: {
            label: t('common:actions.undo'),
            onClick: () =>
              void restoreProducts(qc, deleted).then(
                () => toast.success(t('delete.restored', { count: deleted.length })),
                (error: unknown) => toast.error(t('delete.restoreFailed', { count: deleted.length }), { description: errorMessage(error) }),
              ),
          },
        });
        if (deleted.length < list.length) toast.warning(t('delete.already', { count: list.length - deleted.length }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.kind === 'not-found') return toast.warning(t('delete.already', { count: list.length }));
        refocus.cancel();
        toast.error(t('delete.failed', { count: list.length }), { description: errorMessage(error) });
      },
    });
  };

  return (
    <Card ref={refocus.container} className="min-w-0 overflow-hidden">
      <div className="flex flex-wrap items-center gap-3 px-5 py-4">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" color="secondary">
              {t('toolbar.actions')}
              {selection.length > 0 && (
                <span className="rounded-full bg-primary-soft px-1.5 text-xs text-primary-text">{selection.length}</span>
              )}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem disabled={selection.length === 0} onSelect={() => deleteProducts(selection)}>
              <Trash2 aria-hidden="true" /> {t('toolbar.delete')}
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={selection.length === 0}
              onSelect={() => toast.success(t('toolbar.archived', { count: selection.length }))}
            >
              <Archive aria-hidden="true" /> {t('toolbar.archive')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => window.print()}>
              <Printer aria-hidden="true" /> {t('toolbar.print')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => downloadProductsCsv(selection.length > 0 ? selection : rows)}>
              <FileDown aria-hidden="true" /> {t('toolbar.export')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button variant="outline" color="primary" onClick={() => setDrawer({ open: true, product: null })}>
          <Plus aria-hidden="true" /> {t('toolbar.addNew')}
        </Button>
        <div className="ml-auto flex w-full flex-wrap items-center gap-3 sm:w-auto">
          <ListSearch label={t('toolbar.search')} value={searchText} onChange={setSearchText} className="sm:w-60" />
          <PageSizeMenu
            label={t('toolbar.pageSize')}
            pageIndex={page - 1}
            pageSize={params.size}
            total={products.data ? rows.length : undefined}
            sizes={PAGE_SIZES}
            onSize={(size) => params.update({ size: String(size) })}
            align="end"
          />
        </div>
      </div>
      {/* A failed refresh keeps the loaded list (and its selection) on screen. */}
      {products.isError && products.data && <RefreshFailedNotice {...retryProps(products, products.error)} />}
      {loadError ? (
        <ErrorState {...retryProps(products, loadError)} />
      ) : products.isPending ? (
        <div className="grid gap-3 px-5 pb-5" aria-busy="true" aria-label={t('common:states.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className={thumbs ? 'h-24 w-full' : 'h-12 w-full'} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<PackageSearch />}
          title={q ? t('empty.noMatch') : t('empty.title')}
          description={q ? t('empty.noMatchText') : t('empty.text')}
          action={
            q ? (
              <Button
                variant="outline"
                color="secondary"
                onClick={() => {
                  params.update({ q: null });
                  // The button goes with the empty state: keep keyboard focus on the page, in the search box.
                  refocus.container.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
                }}
              >
                {t('empty.clear')}
              </Button>
            ) : (
              <Button onClick={() => setDrawer({ open: true, product: null })}>{t('toolbar.addNew')}</Button>
            )
          }
        />
      ) : (
        <>
          <ProductsTable
            rows={pageRows}
            thumbs={thumbs}
            sort={params.sort}
            onSort={toggleSort}
            onSortTo={(s) => params.update({ sort: s ? `${s.key}:${s.dir}` : null })}
            selected={selected}
            onSelect={select}
            onEdit={(product) => setDrawer({ open: true, product })}
            onDelete={(product, button) => {
              refocus.mark(button);
              deleteProducts([product]);
            }}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-4">
            <p className="text-sm text-muted-foreground">{range}</p>
            <Pagination page={page} pageCount={pageCount} onPageChange={(p) => params.update({ page: p })} />
          </div>
        </>
      )}
      <ProductDrawer open={drawer.open} product={drawer.product} onOpenChange={(open) => setDrawer((d) => ({ ...d, open }))} />
    </Card>
  );
}
