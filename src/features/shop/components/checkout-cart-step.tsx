import { useState, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { Heart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { COUPONS, type CartTotals } from '../store/cart-totals';
import { useShopStore, type CartLine } from '../store/cart.store';
import { PriceDetails } from './price-details';
import { ForItem } from './product-actions';
import { itemPath } from './product-card';
import { QuantityStepper } from './quantity-stepper';

type Mark = (button: HTMLElement | null) => void;

function CartLineCard({ line, mark }: { line: CartLine; mark: Mark }) {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const wished = useShopStore((s) => s.wishlist.some((w) => w.objectID === line.objectID));
  const toWishlist = () => {
    if (wished) return navigate('/apps/eCommerce/wish-list');
    const s = useShopStore.getState();
    s.toggleWishlist(line);
    s.removeFromCart(line.objectID);
  };
  const discounted = line.price * (1 - line.discount_in_percentage / 100);
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="cart-line">
      <img src={safeImageSrc(line.image) ?? ''} alt="" className="h-40 w-full object-cover sm:h-auto sm:w-44" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold break-words text-[var(--heading)]">
          <Link to={itemPath(line.objectID)} dir="auto" className="line-clamp-2 hover:text-primary-text">
            {line.name}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {t('card.by')}{' '}
          <span dir="auto" className="text-primary-text">
            {line.brand}
          </span>
        </p>
        <p className="text-sm font-medium text-success-text">{t('item.inStock')}</p>
        <div className="mt-1">
          <QuantityStepper id={line.objectID} quantity={line.quantity} name={line.name} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('checkout.deliveryBy', {
            date: formatDate(line.delivery_date, i18n.language, 'weekday'),
          })}
        </p>
        <p className="text-sm text-success-text">{t('checkout.off', { percent: line.discount_in_percentage, count: line.offers_count })}</p>
      </div>
      <div className="flex flex-col justify-between gap-3 border-t p-4 sm:w-48 sm:border-t-0 sm:border-l">
        <div>
          <p className="text-lg font-semibold text-[var(--heading)]">{formatCurrency(discounted * line.quantity, i18n.language)}</p>
          <p className="text-xs text-muted-foreground line-through">{formatCurrency(line.price * line.quantity, i18n.language)}</p>
          {line.free_shipping && (
            <Badge color="success" className="mt-1">
              {t('card.freeShipping')}
            </Badge>
          )}
        </div>
        <div className="grid gap-2">
          <Button
            variant="soft"
            color="secondary"
            size="sm"
            data-action="remove"
            onClick={(e) => {
              mark(e.currentTarget);
              useShopStore.getState().removeFromCart(line.objectID);
            }}
          >
            <X aria-hidden="true" /> {t('wishlist.remove')}
            <ForItem name={line.name} />
          </Button>
          <Button
            variant="outline"
            color={wished ? 'danger' : 'primary'}
            size="sm"
            data-action="wishlist"
            onClick={(e) => {
              if (!wished) mark(e.currentTarget);
              void toWishlist();
            }}
          >
            <Heart aria-hidden="true" /> {t('card.wishlist')}
            <ForItem name={line.name} />
          </Button>
        </div>
      </div>
    </Card>
  );
}

interface CartStepProps {
  lines: CartLine[];
  totals: CartTotals;
  coupon: string | null;
  onCoupon: (code: string | null) => void;
  onNext: () => void;
  /** The list of cart cards, and the hook that keeps focus when a card goes (see useFocusAfterRemove). */
  listRef: Ref<HTMLDivElement>;
  mark: Mark;
}

export function CheckoutCartStep({ lines, totals, coupon, onCoupon, onNext, listRef, mark }: CartStepProps) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState(coupon ?? '');
  const [error, setError] = useState(false);
  const apply = () => {
    const normalized = code.trim().toUpperCase();
    const ok = normalized in COUPONS;
    setError(!ok);
    onCoupon(ok ? normalized : null);
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div ref={listRef} className="grid gap-4">
        {lines.map((line) => (
          <CartLineCard key={line.objectID} line={line} mark={mark} />
        ))}
      </div>
      <Card className="lg:sticky lg:top-20">
        <CardContent className="grid gap-5">
          <div>
            <p className="mb-2 text-sm font-semibold text-[var(--heading)]">{t('checkout.coupons')}</p>
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                apply();
              }}
            >
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value.slice(0, 30))}
                placeholder={t('checkout.couponPlaceholder')}
                aria-label={t('checkout.couponPlaceholder')}
                aria-invalid={error || undefined}
              />
              <Button type="submit" variant="outline">
                {t('checkout.apply')}
              </Button>
            </form>
            {error && <FieldError className="mt-1">{t('checkout.couponInvalid')}</FieldError>}
            {coupon && !error && (
              <p role="status" className="mt-1 text-xs text-success-text">
                {t('checkout.couponApplied', { code: coupon, percent: COUPONS[coupon] })}
              </p>
            )}
          </div>
          <PriceDetails totals={totals} />
          <Button className="w-full" onClick={onNext}>
            {t('checkout.placeOrder')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
