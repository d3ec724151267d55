import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { Button } from '@/components/ui/button';
import type { Product } from '../api/shop.contract';
import { itemPath } from './product-card';
import { RatingStars } from './rating-stars';

/** Related products: 5 slides wide on desktop, 1 on phones; prev/next buttons and arrow keys. */
export function RelatedCarousel({ products }: { products: Product[] }) {
  const { t, i18n } = useTranslation('shop');
  const [ref, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const sync = useCallback(() => {
    setCanPrev(api?.canScrollPrev() ?? false);
    setCanNext(api?.canScrollNext() ?? false);
  }, [api]);
  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focusable carousel region pages with ←/→ (its buttons do the same)
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('item.related')}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') api?.scrollPrev();
        if (e.key === 'ArrowRight') api?.scrollNext();
      }}
      className="relative min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div ref={ref} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {products.map((p, i) => (
            <div
              key={p.objectID}
              role="group"
              aria-roledescription="slide"
              aria-label={t('item.slide', { index: i + 1, total: products.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 md:basis-1/3 xl:basis-1/5"
            >
              <Link
                to={itemPath(p.objectID)}
                className="group block rounded-lg border border-border/60 p-3 text-center transition hover:shadow-card focus-visible:outline-2 focus-visible:outline-ring"
              >
                <img
                  src={safeImageSrc(p.image) ?? ''}
                  alt=""
                  loading="lazy"
                  className="mx-auto aspect-[4/3] w-full rounded-md object-cover"
                />
                <p dir="auto" className="mt-3 truncate text-sm font-semibold text-[var(--heading)] group-hover:text-primary-text">
                  {p.name}
                </p>
                <p dir="auto" className="truncate text-xs text-muted-foreground">
                  {t('card.by')} {p.brand}
                </p>
                <RatingStars value={p.rating} size="size-3.5" className="mt-1.5" label={t('card.rating', { rating: p.rating })} />
                <p className="mt-1 font-semibold text-primary-text">{formatCurrency(p.price, i18n.language)}</p>
              </Link>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-center gap-2">
        <Button
          variant="outline"
          color="secondary"
          size="icon"
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label={t('item.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          color="secondary"
          size="icon"
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label={t('item.next')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
