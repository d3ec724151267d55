import { useMemo, useRef, useState } from 'react';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useProducts } from '../api/shop.queries';
import { CartButton, WishlistButton } from '../components/product-actions';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { ShopSearchBox } from '../components/shop-search-box';
import { ShopToolbar } from '../components/shop-toolbar';
import { refine } from '../search/refine';
import { HITS_PER_PAGE } from '../search/search-state';
import { useShopSearch } from '../search/use-shop-search';

export default function ShopPage() {
  const { t } = useTranslation('shop');
  const products = useProducts();
  // A Retry keeps the error (its Retry busy, and focused) until the attempt ends, not the skeletons.
  const loadError = useLoadError(products);
  const { state, update, clearAll } = useShopSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const items = products.data;

  const refined = useMemo(() => {
    if (!items) return null;
    const started = performance.now();
    const result = refine(items, state);
    return { result, ms: performance.now() - started };
  }, [items, state]);

  const filters = refined && <ShopFilters state={state} result={refined.result} onChange={update} onClear={clearAll} />;
  const gridClass = state.view === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-4';

  return (
    <div className="flex gap-6">
      {/* Nothing to refine while the catalogue failed to load: no panel of skeletons pulsing beside the error. */}
      {!loadError && (
        <aside className="hidden w-64 shrink-0 lg:block" aria-labelledby="shop-filters-title">
          <Card className="sticky top-20 px-5 py-1">
            {/* Named by a heading, as the phone sheet is by its title: the filter groups are h3s under it. */}
            <h2 id="shop-filters-title" className="sr-only">
              {t('filters.title')}
            </h2>
            {filters ?? (
              <div className="space-y-4 py-4">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-5 w-full" />
                ))}
              </div>
            )}
          </Card>
        </aside>
      )}
      <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
        <SheetContent side="left" className="overflow-y-auto px-5 pt-4" closeLabel={t('filters.close')}>
          <SheetTitle className="pr-8 text-lg font-semibold">{t('filters.title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('filters.description')}</SheetDescription>
          {filters}
          <Button variant="outline" color="secondary" className="my-4" onClick={() => setFiltersOpen(false)}>
            {t('filters.showResults', { count: refined?.result.total ?? 0 })}
          </Button>
        </SheetContent>
      </Sheet>

      <div className="grid min-w-0 flex-1 content-start gap-4">
        <ShopToolbar
          total={refined?.result.total ?? null}
          ms={refined?.ms ?? 0}
          sort={state.sort}
          view={state.view}
          onSort={(sort) => update({ sort })}
          onView={(view) => update({ view })}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        <ShopSearchBox value={state.query} onChange={(query) => update({ query }, { replace: true })} inputRef={searchRef} />
        {/* A failed refresh keeps the catalogue (and the search and filters on it) on screen, under a notice. */}
        {products.isError && products.data && <RefreshFailedNotice className="rounded-md" {...retryProps(products, products.error)} />}

        {loadError ? (
          <Card>
            <ErrorState {...retryProps(products, loadError)} />
          </Card>
        ) : !refined ? (
          <div className={gridClass} aria-busy="true">
            {Array.from({ length: HITS_PER_PAGE }, (_, i) => (
              <ProductCardSkeleton key={i} view={state.view} />
            ))}
          </div>
        ) : refined.result.total === 0 ? (
          <Card>
            <EmptyState
              icon={<SearchX />}
              title={t('empty.title')}
              description={t('empty.text')}
              action={
                <Button
                  variant="link"
                  onClick={() => {
                    clearAll();
                    // The link goes with the empty state: keep keyboard focus on the page, in the search box.
                    searchRef.current?.focus();
                  }}
                >
                  {t('empty.clear')}
                </Button>
              }
            />
          </Card>
        ) : (
          <>
            <div className={cn(gridClass)}>
              {refined.result.hits.map((product) => (
                <ProductCard
                  key={product.objectID}
                  product={product}
                  view={state.view}
                  actions={
                    <>
                      <WishlistButton product={product} />
                      <CartButton product={product} />
                    </>
                  }
                />
              ))}
            </div>
            <Pagination
              className="justify-center"
              page={refined.result.page}
              pageCount={refined.result.pageCount}
              onPageChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
