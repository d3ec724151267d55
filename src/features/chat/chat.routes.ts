import { defineRoutes } from '@/lib/route-manifest';

export const routes = defineRoutes([
  {
    path: '/apps/chat',
    layout: 'main',
    rule: 'editor',
    label: 'chat',
    icon: 'MessageSquare',
    menu: { section: 'apps', order: 120 },
    namespaces: ['chat'],
    page: () => import('./pages/chat-page'),
  },
]);
