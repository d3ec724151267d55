import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Award, RefreshCcw, ShieldCheck, Truck, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import type { Product } from '../api/shop.contract';
import { useProduct, useProducts } from '../api/shop.queries';
import { CartButton, SHOP_PATH, WishlistButton } from '../components/product-actions';
import { RatingStars } from '../components/rating-stars';
import { RelatedCarousel } from '../components/related-carousel';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../components/share-icons';

const SWATCHES = [
  { id: 'teal', className: 'bg-primary-solid' },
  { id: 'green', className: 'bg-success-solid' },
  { id: 'red', className: 'bg-danger-solid' },
  { id: 'orange', className: 'bg-warning-solid' },
  { id: 'blue', className: 'bg-info-solid' },
  { id: 'black', className: 'bg-dark-solid' },
] as const;

/** A stable pick per item, so every product shows its own set of colours. */
const hash = (s: string) => Array.from(s).reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

function ItemSkeleton() {
  return (
    <Card className="grid gap-6 p-6 md:grid-cols-2" aria-busy="true">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="space-y-4">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-1/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-1/2" />
      </div>
    </Card>
  );
}

function Related({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const products = useProducts();
  const related = useMemo(
    () =>
      (products.data ?? [])
        .filter((p) => p.objectID !== product.objectID && p.hierarchicalCategories.lvl1 === product.hierarchicalCategories.lvl1)
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 10),
    [products.data, product],
  );
  if (!products.data || related.length === 0) return null;
  return (
    <Card>
      <CardHeader className="block text-center">
        <CardTitle>{t('item.related')}</CardTitle>
        <CardDescription>{t('item.relatedText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RelatedCarousel products={related} />
      </CardContent>
    </Card>
  );
}

function ProductPanel({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('shop');
  const swatches = useMemo(() => {
    const h = hash(product.objectID);
    return SWATCHES.filter((_, i) => (h >> i) % 3 !== 0)
      .slice(0, 4)
      .concat(SWATCHES[h % SWATCHES.length] ?? SWATCHES[0])
      .filter((s, i, a) => a.indexOf(s) === i);
  }, [product.objectID]);
  const [colour, setColour] = useState<string>(swatches[0]?.id ?? 'teal');
  const reviews = Math.round(product.popularity * 4.3 + (hash(product.objectID) % 90));
  const share = encodeURIComponent(typeof window === 'undefined' ? product.url : new URL(product.url, window.location.origin).href);
  const shareLinks = [
    {
      id: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${share}`,
      icon: FacebookIcon,
      tone: 'hover:bg-info-soft hover:text-info-text',
    },
    { id: 'twitter', href: `https://twitter.com/intent/tweet?url=${share}`, icon: XIcon, tone: 'hover:bg-dark-soft hover:text-dark-text' },
    { id: 'youtube', href: 'https://www.youtube.com/', icon: YoutubeIcon, tone: 'hover:bg-danger-soft hover:text-danger-text' },
    { id: 'instagram', href: 'https://www.instagram.com/', icon: InstagramIcon, tone: 'hover:bg-warning-soft hover:text-warning-text' },
  ];

  return (
    <Card className="grid gap-8 p-5 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:p-8">
      <div className="flex items-center justify-center overflow-hidden rounded-lg bg-muted/40">
        <img src={safeImageSrc(product.image) ?? ''} alt={product.name} className="aspect-[4/3] w-full object-cover" />
      </div>
      <div className="min-w-0">
        <h2 dir="auto" className="text-xl font-semibold break-words text-[var(--heading)] sm:text-2xl">
          {product.name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('card.by')}{' '}
          <span dir="auto" className="text-primary-text">
            {product.brand}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-2xl font-semibold text-primary-text">{formatCurrency(product.price, i18n.language)}</p>
          <span className="h-6 border-l" aria-hidden="true" />
          <RatingStars value={product.rating} label={t('card.rating', { rating: product.rating })} />
          <span className="text-sm text-muted-foreground">
            {t('item.ratings', { count: reviews, formatted: formatNumber(reviews, i18n.language) })}
          </span>
        </div>
        <p className="mt-2 text-sm">
          {t('item.available')} – <span className="font-medium text-success-text">{t('item.inStock')}</span>
        </p>
        <p dir="auto" className="mt-4 break-words text-muted-foreground">
          {product.description}
        </p>
        <ul className="mt-4 grid gap-2 text-sm">
          {product.free_shipping && (
            <li className="flex items-center gap-2">
              <Truck className="size-4 text-primary-text" aria-hidden="true" /> {t('item.freeShipping')}
            </li>
          )}
          <li className="flex items-center gap-2">
            <CreditCard className="size-4 text-primary-text" aria-hidden="true" /> {t('item.emi')}
          </li>
        </ul>
        <hr className="my-5" />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-[var(--heading)]">{t('item.colour')}</legend>
          <RadioGroup value={colour} onValueChange={setColour} className="flex flex-wrap gap-3" aria-label={t('item.colour')}>
            {swatches.map((s) => (
              <div key={s.id} className="flex items-center">
                <RadioGroupItem
                  value={s.id}
                  id={`swatch-${s.id}`}
                  aria-label={t(`item.colours.${s.id}`)}
                  className={cn(
                    'size-7 border-0 ring-offset-2 ring-offset-card data-[state=checked]:ring-2 data-[state=checked]:ring-primary [&>span]:bg-white',
                    s.className,
                  )}
                />
                <Label htmlFor={`swatch-${s.id}`} className="sr-only">
                  {t(`item.colours.${s.id}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <CartButton product={product} />
          <WishlistButton product={product} variant="outline" />
          <div className="flex gap-2 sm:ml-auto" aria-label={t('item.share')} role="group">
            {shareLinks.map(({ id, href, icon: Icon, tone }) => (
              <a
                key={id}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`item.shareOn.${id}`)}
                className={cn(
                  'flex size-9 items-center justify-center rounded-full border text-muted-foreground transition focus-visible:outline-2 focus-visible:outline-ring',
                  tone,
                )}
              >
                <Icon />
              </a>
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}

const ASSURANCES = [
  { id: 'original', icon: Award },
  { id: 'replacement', icon: RefreshCcw },
  { id: 'warranty', icon: ShieldCheck },
] as const;

export default function ItemDetailsPage() {
  const { t } = useTranslation('shop');
  const { itemId = '' } = useParams();
  const query = useProduct(itemId);
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(query);
  // An item that is gone says so, even if it was on screen before (as on the user pages).
  const failure = loadError ?? query.error;
  const notFound = failure instanceof Error && 'kind' in failure && failure.kind === 'not-found';

  if (notFound) {
    return (
      <Alert color="danger">
        <AlertContent>
          <AlertTitle>{t('item.errorTitle')}</AlertTitle>
          <AlertDescription>
            {t('item.errorText')}{' '}
            <Link to={SHOP_PATH} className="font-semibold underline">
              {t('item.backToShop')}
            </Link>
          </AlertDescription>
        </AlertContent>
      </Alert>
    );
  }
  if (loadError) {
    return (
      <Card>
        <ErrorState {...retryProps(query, loadError)} />
      </Card>
    );
  }
  if (!query.data) return <ItemSkeleton />;
  const product = query.data;
  // A failed refresh keeps the product (and the chosen colour) on screen, under a notice.
  return (
    <div className="grid grid-cols-1 gap-6">
      {query.isError && <RefreshFailedNotice className="rounded-md" {...retryProps(query, query.error)} />}
      <ProductPanel key={product.objectID} product={product} />
      <Card className="grid gap-6 bg-primary-soft/40 p-6 sm:grid-cols-3">
        {ASSURANCES.map(({ id, icon: Icon }) => (
          <div key={id} className="flex flex-col items-center text-center">
            <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-text">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="font-semibold text-[var(--heading)]">{t(`item.assurances.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`item.assurances.${id}.text`)}</p>
          </div>
        ))}
      </Card>
      <Related product={product} />
    </div>
  );
}
