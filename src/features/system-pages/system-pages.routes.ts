import { defineRoutes } from '@/lib/route-manifest';

const ns = ['system-pages'] as const;
const misc = { section: 'pages', group: 'miscellaneous' } as const;

export const routes = defineRoutes([
  {
    path: '/pages/comingsoon',
    layout: 'full',
    rule: 'public',
    label: 'comingSoon',
    icon: 'Clock',
    namespaces: ns,
    menu: { ...misc, order: 900 },
    page: () => import('./pages/coming-soon-page'),
  },
  {
    path: '/pages/error-404',
    layout: 'full',
    rule: 'public',
    label: 'error404',
    icon: 'FileQuestionMark',
    namespaces: ns,
    menu: { ...misc, order: 901 },
    page: () => import('./pages/error-404-page'),
  },
  {
    path: '/pages/error-500',
    layout: 'full',
    rule: 'public',
    label: 'error500',
    icon: 'ServerCrash',
    namespaces: ns,
    menu: { ...misc, order: 902 },
    page: () => import('./pages/error-500-page'),
  },
  {
    path: '/pages/not-authorized',
    layout: 'full',
    rule: 'editor',
    label: 'notAuthorized',
    icon: 'Ban',
    namespaces: ns,
    menu: { ...misc, order: 903 },
    page: () => import('./pages/not-authorized-page'),
  },
  {
    path: '/pages/maintenance',
    layout: 'full',
    rule: 'editor',
    label: 'maintenance',
    icon: 'Wrench',
    namespaces: ns,
    menu: { ...misc, order: 904 },
    page: () => import('./pages/maintenance-page'),
  },
]);
