import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extension-carousel'] as const;

export const routes = defineRoutes([
  {
    path: '/extensions/carousel',
    layout: 'main',
    rule: 'editor',
    label: 'carousel',
    icon: 'GalleryHorizontal',
    namespaces: ns,
    menu: { section: 'extensions', order: 635 },
    page: () => import('./pages/carousel-page'),
  },
]);
