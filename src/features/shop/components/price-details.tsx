import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';
import type { CartTotals } from '../store/cart-totals';

/** Price details computed from the live cart (never fixed figures). */
export function PriceDetails({ totals, totalLabel, children }: { totals: CartTotals; totalLabel?: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation('shop');
  const money = (n: number) => formatCurrency(n, i18n.language);
  const rows: [string, ReactNode, string?][] = [
    [t('price.total'), money(totals.subtotal)],
    [t('price.bagDiscount'), `−${money(totals.discount)}`, 'text-success-text'],
    ...(totals.coupon > 0 ? [[t('price.coupon'), `−${money(totals.coupon)}`, 'text-success-text'] as [string, ReactNode, string]] : []),
    [t('price.tax'), money(totals.tax)],
    [t('price.emi'), t('price.emiValue')],
    [t('price.delivery'), t('price.free'), 'text-success-text'],
  ];
  return (
    <div>
      <p className="mb-3 text-sm font-semibold text-[var(--heading)]">{t('price.title')}</p>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value, tone]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t pt-3 font-semibold text-[var(--heading)]">
          <dt>{totalLabel ?? t('price.grandTotal')}</dt>
          <dd data-testid="grand-total">{money(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
