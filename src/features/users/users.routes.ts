import { defineRoutes } from '@/lib/route-manifest';

const ns = ['users'] as const;
const menu = { section: 'apps', group: 'user' } as const;

export const routes = defineRoutes([
  {
    path: '/apps/user/user-list',
    layout: 'main',
    rule: 'editor',
    label: 'userList',
    icon: 'List',
    namespaces: ns,
    menu: { ...menu, order: 160 },
    page: () => import('./pages/user-list-page'),
  },
  {
    path: '/apps/user/user-view/:userId',
    layout: 'main',
    rule: 'editor',
    label: 'userView',
    icon: 'Eye',
    namespaces: ns,
    examples: ['/apps/user/user-view/268'],
    menu: { ...menu, order: 161, href: '/apps/user/user-view/268' },
    page: () => import('./pages/user-view-page'),
  },
  {
    path: '/apps/user/user-edit/:userId',
    layout: 'main',
    rule: 'editor',
    label: 'userEdit',
    icon: 'UserPen',
    namespaces: ns,
    examples: ['/apps/user/user-edit/268'],
    menu: { ...menu, order: 162, href: '/apps/user/user-edit/268' },
    page: () => import('./pages/user-edit-page'),
  },
]);
