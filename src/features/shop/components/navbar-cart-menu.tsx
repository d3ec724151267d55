import { Link, useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { safeImageSrc } from '@/lib/safe-url';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import { DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, LazyDropdownMenu } from '@/components/ui/dropdown-menu';
import { useShopStore } from '../store/cart.store';
import { cartTotals } from '../store/cart-totals';
import en from '../locales/cart/en.json';
import de from '../locales/cart/de.json';
import fr from '../locales/cart/fr.json';
import pt from '../locales/cart/pt.json';

/**
 * The menu's strings travel with its chunk in a tiny namespace of their own, every language at once (added
 * synchronously on import, so the menu never renders before its strings, nor after a language switch).
 */
const CART_NS = 'shop-cart';
const BUNDLES: Record<string, Record<string, string>> = { en, de, fr, pt };
for (const [lng, bundle] of Object.entries(BUNDLES)) {
  if (!i18n.hasResourceBundle(lng, CART_NS)) i18n.addResourceBundle(lng, CART_NS, bundle, true, false);
}

/** The navbar cart menu, loaded on first use by NavbarCart (navbar-cart.tsx). */
export default function NavbarCartMenu({ lazy }: { lazy: LazyTriggerState }) {
  const { t, i18n: inst } = useTranslation(CART_NS);
  const cart = useShopStore((s) => s.cart);
  const remove = useShopStore((s) => s.removeFromCart);
  const navigate = useNavigate();
  const lng = inst.language;
  const count = cart.length;
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <p className="font-semibold text-[var(--heading)]">{t('title')}</p>
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-text">{t('count', { count })}</span>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        {count === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <>
            <ul className="max-h-80 overflow-y-auto p-1">
              {cart.map((line) => (
                <li key={line.objectID} className="flex items-center gap-1">
                  <DropdownMenuItem asChild className="min-w-0 flex-1 gap-3 px-3 py-2">
                    <Link to={`/apps/eCommerce/item/${encodeURIComponent(line.objectID)}`}>
                      <img src={safeImageSrc(line.image) ?? ''} alt="" className="!size-12 shrink-0 rounded-md bg-muted object-cover" />
                      <span className="min-w-0 flex-1">
                        <span dir="auto" className="block truncate font-medium">
                          {line.name}
                        </span>
                        <span dir="auto" className="block truncate text-xs text-muted-foreground">
                          {line.brand}
                        </span>
                        <span className="block text-xs">
                          {line.quantity} × <span className="font-semibold">{formatCurrency(line.price, lng)}</span>
                        </span>
                      </span>
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    onSelect={(e) => {
                      e.preventDefault();
                      remove(line.objectID);
                    }}
                    className="size-8 justify-center p-0 text-muted-foreground data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger-text"
                    aria-label={t('remove', { name: line.name })}
                  >
                    <X aria-hidden="true" />
                  </DropdownMenuItem>
                </li>
              ))}
            </ul>
            <DropdownMenuSeparator className="mx-0 my-0" />
            <div className="flex items-center justify-between gap-3 px-4 py-3">
              <p className="text-sm">
                {t('total')}: <span className="font-semibold text-[var(--heading)]">{formatCurrency(cartTotals(cart).subtotal, lng)}</span>
              </p>
              <DropdownMenuItem
                onSelect={() => navigate('/apps/eCommerce/checkout')}
                className={cn(buttonVariants({ size: 'sm' }), 'data-[highlighted]:bg-primary-solid/90 data-[highlighted]:text-white')}
              >
                {t('checkout')}
              </DropdownMenuItem>
            </div>
          </>
        )}
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
