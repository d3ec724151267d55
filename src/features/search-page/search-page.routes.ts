import { defineRoutes } from '@/lib/route-manifest';

export const routes = defineRoutes([
  {
    path: '/pages/search',
    layout: 'main',
    rule: 'editor',
    label: 'search',
    icon: 'Search',
    menu: { section: 'pages', order: 440 },
    examples: ['/pages/search?q=design'],
    namespaces: ['search-page'],
    page: () => import('./pages/search-page'),
  },
]);
