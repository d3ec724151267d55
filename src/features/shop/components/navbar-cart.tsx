import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { useShopStore } from '../store/cart.store';
// The cart menu (Radix dropdown, lines, totals) is its own chunk; the button and its count badge render at once.
const menu = lazyModule(() => import('./navbar-cart-menu'));

/** Rendered by the shell on every page: its one string, the button's name, is in `common` (loaded at boot). */
export function NavbarCart() {
  const { t } = useTranslation();
  const count = useShopStore((s) => s.cart.length);
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{}}
      trigger={
        <Button variant="ghost" color="secondary" size="icon" className="relative" aria-label={t('shell.cart', { count })}>
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
