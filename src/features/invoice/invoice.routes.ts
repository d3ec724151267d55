import { defineRoutes } from '@/lib/route-manifest';

export const routes = defineRoutes([
  {
    path: '/pages/invoice',
    layout: 'main',
    rule: 'editor',
    label: 'invoice',
    icon: 'FileText',
    menu: { section: 'pages', order: 450 },
    namespaces: ['invoice'],
    page: () => import('./pages/invoice-page'),
  },
]);
