import { Heart, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { Product } from '../api/shop.contract';
import { useInCart, useInWishlist, useShopStore } from '../store/cart.store';

export const CHECKOUT_PATH = '/apps/eCommerce/checkout';
export const SHOP_PATH = '/apps/eCommerce/shop';

/**
 * The product name after a card's action label, for screen readers only: a grid of nine cards otherwise reads as nine
 * identical "Add to Cart" buttons. The visible label still starts the accessible name (WCAG 2.5.3).
 */
export function ForItem({ name }: { name: string }) {
  return <span className="sr-only">, {name}</span>;
}

/** Add to Cart, which becomes "View in Cart" (to checkout) once the item is in the cart. */
export function CartButton({ product, className, ...props }: { product: Product } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('shop');
  const inCart = useInCart(product.objectID);
  const navigate = useNavigate();
  const add = useShopStore((s) => s.addToCart);
  return (
    <Button className={className} {...props} onClick={() => (inCart ? navigate(CHECKOUT_PATH) : add(product))}>
      <ShoppingCart aria-hidden="true" />
      {inCart ? t('card.viewInCart') : t('card.addToCart')}
      <ForItem name={product.name} />
    </Button>
  );
}

/** Heart toggle; filled danger when the item is on the wish list. */
export function WishlistButton({ product, className, ...props }: { product: Product } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('shop');
  const wished = useInWishlist(product.objectID);
  const toggle = useShopStore((s) => s.toggleWishlist);
  return (
    <Button
      variant="soft"
      color={wished ? 'danger' : 'secondary'}
      className={className}
      aria-pressed={wished}
      {...props}
      onClick={() => toggle(product)}
    >
      <Heart className={cn(wished && 'fill-current')} aria-hidden="true" />
      {t('card.wishlist')}
      <ForItem name={product.name} />
    </Button>
  );
}
