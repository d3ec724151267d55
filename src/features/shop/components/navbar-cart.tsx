import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { useShopStore } from '../store/cart.store';
import en from '../locales/cart/en.json';
import de from '../locales/cart/de.json';
import fr from '../locales/cart/fr.json';
import pt from '../locales/cart/pt.json';

/**
 * The shell renders this on every page, before the shop's own namespace is loaded, so its few
 * strings ship with it in a tiny namespace of their own (added synchronously: no late re-render).
 */
export const CART_NS = 'shop-cart';
const BUNDLES: Record<string, Record<string, string>> = { en, de, fr, pt };
function ensureStrings(): void {
  for (const [lng, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, CART_NS)) i18n.addResourceBundle(lng, CART_NS, bundle, true, false);
  }
}

// The cart menu (Radix dropdown, lines, totals) is its own chunk; the button and its count badge render at once.
const menu = lazyModule(() => import('./navbar-cart-menu'));

export function NavbarCart() {
  ensureStrings();
  const { t } = useTranslation(CART_NS);
  const count = useShopStore((s) => s.cart.length);
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{}}
      trigger={
        <Button variant="ghost" color="secondary" size="icon" className="relative" aria-label={t('button', { count })}>
          <ShoppingCart aria-hidden="true" />
          {count > 0 && (
            <span
              data-testid="cart-badge"
              className="absolute top-1 right-0.5 flex min-w-4 items-center justify-center rounded-full bg-primary-solid px-1 text-[10px] leading-4 font-semibold text-white"
              aria-hidden="true"
            >
              {count}
            </span>
          )}
        </Button>
      }
    />
  );
}
