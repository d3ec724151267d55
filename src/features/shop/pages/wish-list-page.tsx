import { Link, useNavigate } from 'react-router';
import { Heart, ShoppingCart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { CHECKOUT_PATH, ForItem, SHOP_PATH } from '../components/product-actions';
import { ProductCard } from '../components/product-card';
import { useShopStore, type WishLine } from '../store/cart.store';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';

type Mark = (button: HTMLElement | null) => void;

function WishActions({ line, index, mark }: { line: WishLine; index: number; mark: Mark }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const inCart = useShopStore((s) => s.cart.some((l) => l.objectID === line.objectID));
  const remove = () => {
    useShopStore.getState().removeFromWishlist(line.objectID);
    toast(t('wishlist.removed', { name: line.name }), {
      action: { label: t('wishlist.undo'), onClick: () => useShopStore.getState().restoreWishlist(line, index) },
    });
  };
  const move = () => {
    if (inCart) return navigate(CHECKOUT_PATH);
    const s = useShopStore.getState();
    s.addToCart(line);
    s.removeFromWishlist(line.objectID);
    toast.success(t('wishlist.moved', { name: line.name }));
  };
  return (
    <>
      <Button
        variant="soft"
        color="secondary"
        data-action="remove"
        onClick={(e) => {
          mark(e.currentTarget);
          remove();
        }}
      >
        <X aria-hidden="true" /> {t('wishlist.remove')}
        <ForItem name={line.name} />
      </Button>
      <Button
        data-action="move"
        onClick={(e) => {
          if (!inCart) mark(e.currentTarget);
          void move();
        }}
      >
        <ShoppingCart aria-hidden="true" /> {inCart ? t('card.viewInCart') : t('wishlist.moveToCart')}
        <ForItem name={line.name} />
      </Button>
    </>
  );
}

export default function WishListPage() {
  const { t } = useTranslation('shop');
  const wishlist = useShopStore((s) => s.wishlist);
  const refocus = useFocusAfterRemove();
  if (wishlist.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Heart />}
          title={t('wishlist.emptyTitle')}
          description={t('wishlist.emptyText')}
          action={
            <Link ref={refocus.fallback} to={SHOP_PATH} className={buttonVariants()}>
              {t('wishlist.browse')}
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <div ref={refocus.container} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {wishlist.map((line, index) => (
        <ProductCard key={line.objectID} product={line} actions={<WishActions line={line} index={index} mark={refocus.mark} />} />
      ))}
    </div>
  );
}
