import { defineRoutes } from '@/lib/route-manifest';

const namespaces = ['profile'] as const;

export const routes = defineRoutes([
  {
    path: '/pages/profile',
    layout: 'main',
    rule: 'editor',
    label: 'profile',
    icon: 'UserRound',
    namespaces,
    menu: { section: 'pages', order: 400 },
    page: () => import('./pages/profile-page'),
  },
  {
    path: '/pages/user-settings',
    layout: 'main',
    rule: 'editor',
    label: 'userSettings',
    icon: 'Settings',
    namespaces,
    menu: { section: 'pages', order: 410 },
    page: () => import('./pages/user-settings-page'),
  },
]);
