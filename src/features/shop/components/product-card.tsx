import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { Badge } from '@/components/ui/badge';
import type { Product } from '../api/shop.contract';

export const itemPath = (id: string) => `/apps/eCommerce/item/${encodeURIComponent(id)}`;

interface ProductCardProps {
  product: Product;
  view?: 'grid' | 'list';
  /** The action bar (wishlist / cart, or remove / move on the wish list). */
  actions: ReactNode;
}

/** The shop card, grid or list; names are isolated (dir=auto) and wrap or clamp (I4, I5). */
export function ProductCard({ product, view = 'grid', actions }: ProductCardProps) {
  const { t, i18n } = useTranslation('shop');
  const price = formatCurrency(product.price, i18n.language);
  const rating = (
    <Badge color="warning" className="gap-1" aria-label={t('card.rating', { rating: product.rating })}>
      {product.rating} <Star className="fill-current" aria-hidden="true" />
    </Badge>
  );
  const name = (
    <h3 className="min-w-0 text-base font-semibold break-words text-[var(--heading)]">
      <Link
        to={itemPath(product.objectID)}
        dir="auto"
        className="line-clamp-2 rounded hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
      >
        {product.name}
      </Link>
    </h3>
  );
  const image = (
    <Link
      to={itemPath(product.objectID)}
      tabIndex={-1}
      aria-hidden="true"
      className={cn(
        'block shrink-0 overflow-hidden bg-muted/40',
        view === 'grid'
          ? 'aspect-[4/3] rounded-t-lg'
          : 'aspect-[4/3] rounded-t-lg sm:aspect-auto sm:w-56 sm:rounded-l-lg sm:rounded-tr-none',
      )}
    >
      <img
        src={safeImageSrc(product.image) ?? ''}
        alt=""
        loading="lazy"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
    </Link>
  );
  if (view === 'list') {
    return (
      <article
        className="group flex flex-col overflow-hidden rounded-lg border border-border/60 bg-card shadow-card transition-shadow hover:shadow-lg sm:flex-row"
        data-testid="product-card"
      >
        {image}
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <div className="flex items-center gap-2">{rating}</div>
          {name}
          <p className="truncate text-sm text-muted-foreground">
            {t('card.by')}{' '}
            <span dir="auto" className="text-primary-text">
              {product.brand}
            </span>
          </p>
          <p className="line-clamp-3 text-sm break-words text-muted-foreground" dir="auto">
            {product.description}
          </p>
        </div>
        <div className="flex flex-col justify-between gap-3 border-t p-4 sm:w-52 sm:border-t-0 sm:border-l">
          <div>
            <p className="text-lg font-semibold text-[var(--heading)]">{price}</p>
            {product.free_shipping && (
              <Badge color="success" className="mt-1">
                <Truck aria-hidden="true" /> {t('card.freeShipping')}
              </Badge>
            )}
          </div>
          <div className="grid gap-2">{actions}</div>
        </div>
      </article>
    );
  }
  return (
    <article
      className="group flex min-w-0 flex-col overflow-hidden rounded-lg border border-border/60 bg-card shadow-card transition-shadow hover:shadow-lg"
      data-testid="product-card"
    >
      {image}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          {rating}
          <p className="text-base font-semibold text-[var(--heading)]">{price}</p>
        </div>
        {name}
        <p className="line-clamp-2 text-sm break-words text-muted-foreground" dir="auto">
          {product.description}
        </p>
      </div>
      {/*
        Edge to edge in a card that clips, the buttons' outline would show only its top edge: draw the focus ring inside
        instead, ring then card colour, so it shows on the filled Add to Cart as well as on the soft Wishlist.
      */}
      <div className="grid grid-cols-2 divide-x border-t bg-card [&>*]:h-11 [&>*]:rounded-none [&>*]:focus-visible:shadow-[inset_0_0_0_2px_var(--color-ring),inset_0_0_0_4px_var(--color-card)] [&>*]:focus-visible:outline-none">
        {actions}
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <div
      className={cn('animate-pulse overflow-hidden rounded-lg border border-border/60 bg-card shadow-card', view === 'list' && 'sm:flex')}
      aria-hidden="true"
      data-testid="product-skeleton"
    >
      <div className={cn('aspect-[4/3] bg-muted', view === 'list' && 'sm:aspect-auto sm:w-56')} />
      <div className="flex-1 space-y-3 p-4">
        <div className="flex justify-between">
          <div className="h-5 w-10 rounded-full bg-muted" />
          <div className="h-5 w-16 rounded bg-muted" />
        </div>
        <div className="h-4 w-3/4 rounded bg-muted" />
        <div className="h-3 w-full rounded bg-muted" />
        <div className="h-3 w-2/3 rounded bg-muted" />
      </div>
      {view === 'grid' && <div className="h-11 border-t bg-muted/50" />}
    </div>
  );
}
