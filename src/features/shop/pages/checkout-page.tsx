import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { CheckoutAddressStep, type Address } from '../components/checkout-address-step';
import { CheckoutCartStep } from '../components/checkout-cart-step';
import { CheckoutPaymentStep } from '../components/checkout-payment-step';
import { CheckoutSteps } from '../components/checkout-steps';
import { SHOP_PATH } from '../components/product-actions';
import { cartTotals, COUPONS } from '../store/cart-totals';
import { useShopStore } from '../store/cart.store';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';

export default function CheckoutPage() {
  const { t, i18n } = useTranslation('shop');
  const lines = useShopStore((s) => s.cart);
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<Address | null>(null);
  const [addressDraft, setAddressDraft] = useState<Address | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [paid, setPaid] = useState<{ total: number; order: string } | null>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  const refocus = useFocusAfterRemove();
  const totals = cartTotals(lines, coupon ? COUPONS[coupon] : 0);

  if (paid) {
    return (
      <Card>
        <EmptyState
          icon={<CircleCheck />}
          title={t('confirmation.title')}
          description={t('confirmation.text', {
            order: paid.order,
            total: formatCurrency(paid.total, i18n.language),
          })}
          action={
            <Link ref={refocus.fallback} to={SHOP_PATH} className={buttonVariants()}>
              {t('confirmation.continue')}
            </Link>
          }
        />
      </Card>
    );
  }
  if (lines.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<ShoppingCart />}
          title={t('checkout.emptyTitle')}
          description={t('checkout.emptyText')}
          action={
            <Link ref={refocus.fallback} to={SHOP_PATH} className={buttonVariants()}>
              {t('wishlist.browse')}
            </Link>
          }
        />
      </Card>
    );
  }
  const go = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    // The button that moved on is gone with its step: keep keyboard focus on the step bar (now at the new step).
    requestAnimationFrame(() => stepsRef.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus({ preventScroll: true }));
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      <div ref={stepsRef}>
        <CheckoutSteps step={step} onStep={(s) => s <= step && go(s)} />
      </div>
      {step === 0 && (
        <CheckoutCartStep
          lines={lines}
          totals={totals}
          coupon={coupon}
          onCoupon={setCoupon}
          onNext={() => go(1)}
          listRef={refocus.container}
          mark={refocus.mark}
        />
      )}
      {step === 1 && (
        <CheckoutAddressStep
          saved={address}
          draft={addressDraft}
          onDraft={setAddressDraft}
          onSubmit={(a) => {
            setAddress(a);
            go(2);
          }}
        />
      )}
      {step === 2 && (
        <CheckoutPaymentStep
          totals={totals}
          onPaid={() => {
            // The payment form goes: focus the confirmation's link.
            refocus.mark(null);
            const order = `#${String(Date.now()).slice(-8)}`;
            setPaid({ total: totals.total, order });
            useShopStore.getState().clearCart();
            toast.success(t('payment.received'));
          }}
        />
      )}
    </div>
  );
}
