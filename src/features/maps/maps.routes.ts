import { defineRoutes } from '@/lib/route-manifest';

export const routes = defineRoutes([
  {
    path: '/charts-and-maps/maps/google-map',
    layout: 'main',
    rule: 'editor',
    label: 'googleMap',
    icon: 'MapPinned',
    namespaces: ['maps'],
    menu: { section: 'charts', group: 'maps', order: 510 },
    page: () => import('./pages/google-map-page'),
  },
]);
