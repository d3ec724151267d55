import { defineRoutes } from '@/lib/route-manifest';

const ns = ['shop'] as const;
const menu = { section: 'apps', group: 'ecommerce' } as const;

export const routes = defineRoutes([
  {
    path: '/apps/eCommerce/shop',
    layout: 'main',
    rule: 'editor',
    label: 'shop',
    icon: 'ShoppingBag',
    namespaces: ns,
    menu: { ...menu, order: 150 },
    page: () => import('./pages/shop-page'),
  },
  {
    path: '/apps/eCommerce/wish-list',
    layout: 'main',
    rule: 'editor',
    label: 'wishList',
    icon: 'Heart',
    namespaces: ns,
    menu: { ...menu, order: 151 },
    page: () => import('./pages/wish-list-page'),
  },
  {
    path: '/apps/eCommerce/checkout',
    layout: 'main',
    rule: 'editor',
    label: 'checkout',
    icon: 'ShoppingCart',
    namespaces: ns,
    menu: { ...menu, order: 152 },
    page: () => import('./pages/checkout-page'),
  },
  // React Router ignores a trailing slash when matching, so this entry also catches /apps/eCommerce/item.
  { path: '/apps/eCommerce/item/', redirect: '/apps/eCommerce/item/5546604', layout: 'main', rule: 'editor' },
  {
    path: '/apps/eCommerce/item/:itemId',
    layout: 'main',
    rule: 'editor',
    label: 'itemDetails',
    icon: 'PackageSearch',
    namespaces: ns,
    examples: ['/apps/eCommerce/item/5546604'],
    menu: { ...menu, order: 153, href: '/apps/eCommerce/item/5546604' },
    page: () => import('./pages/item-details-page'),
  },
]);
