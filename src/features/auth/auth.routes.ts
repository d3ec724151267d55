import { defineRoutes } from '@/lib/route-manifest';

/** Auth pages (SPEC §2 full layout; rules from routes.tsv). */
const ns = ['auth'] as const;
const auth = { section: 'pages', group: 'authentication' } as const;

export const routes = defineRoutes([
  {
    path: '/pages/login',
    layout: 'full',
    rule: 'public',
    label: 'login',
    icon: 'LogIn',
    namespaces: ns,
    menu: { ...auth, order: 800 },
    page: () => import('./pages/login-page'),
  },
  {
    path: '/pages/register',
    layout: 'full',
    rule: 'public',
    label: 'register',
    icon: 'UserPlus',
    namespaces: ns,
    menu: { ...auth, order: 801 },
    page: () => import('./pages/register-page'),
  },
  {
    path: '/pages/forgot-password',
    layout: 'full',
    rule: 'public',
    label: 'forgotPassword',
    icon: 'KeyRound',
    namespaces: ns,
    menu: { ...auth, order: 802 },
    page: () => import('./pages/forgot-password-page'),
  },
  {
    path: '/pages/reset-password',
    layout: 'full',
    rule: 'editor',
    label: 'resetPassword',
    icon: 'ShieldCheck',
    namespaces: ns,
    menu: { ...auth, order: 803 },
    page: () => import('./pages/reset-password-page'),
  },
  {
    path: '/pages/lock-screen',
    layout: 'full',
    rule: 'editor',
    label: 'lockScreen',
    icon: 'Lock',
    namespaces: ns,
    menu: { ...auth, order: 804 },
    page: () => import('./pages/lock-screen-page'),
  },
  {
    path: '/callback',
    layout: 'full',
    rule: 'public',
    label: 'callback',
    icon: 'LogOut',
    namespaces: ns,
    searchable: false,
    page: () => import('./pages/callback-page'),
  },
]);
