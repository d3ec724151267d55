import type { CartLine } from './cart.store';

const TAX_RATE = 0.08;
/** Demo coupons for the checkout coupon field. */
export const COUPONS: Record<string, number> = { TESSERA10: 10, WELCOME5: 5 };

const money = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0);

export interface CartTotals {
  items: number;
  subtotal: number;
  discount: number;
  coupon: number;
  tax: number;
  delivery: number;
  total: number;
}

/** Price details from the live cart; every figure is finite and never negative (I3). */
export function cartTotals(lines: readonly CartLine[], couponPercent = 0): CartTotals {
  let subtotal = 0;
  let discount = 0;
  let items = 0;
  for (const l of lines) {
    const qty = Number.isFinite(l.quantity) ? Math.min(10, Math.max(1, Math.round(l.quantity))) : 1;
    const line = (Number.isFinite(l.price) ? Math.max(0, l.price) : 0) * qty;
    const pct = Number.isFinite(l.discount_in_percentage) ? Math.min(100, Math.max(0, l.discount_in_percentage)) : 0;
    subtotal += line;
    discount += (line * pct) / 100;
    items += qty;
  }
  const afterDiscount = Math.max(0, subtotal - discount);
  const coupon = (afterDiscount * Math.min(100, Math.max(0, couponPercent || 0))) / 100;
  const taxable = Math.max(0, afterDiscount - coupon);
  const tax = taxable * TAX_RATE;
  return {
    items,
    subtotal: money(subtotal),
    discount: money(discount),
    coupon: money(coupon),
    tax: money(tax),
    delivery: 0,
    total: money(taxable + tax),
  };
}
