import { defineRoutes } from '@/lib/route-manifest';

const ns = ['dashboard'] as const;

export const routes = defineRoutes([
  { path: '/', redirect: '/dashboard/analytics', layout: 'main', rule: 'editor' },
  {
    path: '/dashboard/analytics', layout: 'main', rule: 'editor', label: 'analytics', icon: 'ChartPie', namespaces: ns,
    menu: { section: 'dashboard', group: 'dashboard', order: 1 }, page: () => import('./pages/analytics-page'),
  },
  {
    path: '/dashboard/ecommerce', layout: 'main', rule: 'admin', label: 'ecommerceDashboard', icon: 'ShoppingCart', namespaces: ns,
    menu: { section: 'dashboard', group: 'dashboard', order: 2 }, page: () => import('./pages/ecommerce-page'),
  },
  {
    path: '/ui-elements/card/basic', layout: 'main', rule: 'editor', label: 'cardBasic', icon: 'SquareStack', namespaces: ns,
    menu: { section: 'ui', group: 'card', order: 220 }, page: () => import('./pages/card-basic-page'),
  },
  {
    path: '/ui-elements/card/statistics', layout: 'main', rule: 'editor', label: 'cardStatistics', icon: 'TrendingUp', namespaces: ns,
    menu: { section: 'ui', group: 'card', order: 221 }, page: () => import('./pages/card-statistics-page'),
  },
  {
    path: '/ui-elements/card/analytics', layout: 'main', rule: 'editor', label: 'cardAnalytics', icon: 'ChartSpline', namespaces: ns,
    menu: { section: 'ui', group: 'card', order: 222 }, page: () => import('./pages/card-analytics-page'),
  },
  {
    path: '/ui-elements/card/card-actions', layout: 'main', rule: 'editor', label: 'cardActions', icon: 'Settings2', namespaces: ns,
    menu: { section: 'ui', group: 'card', order: 223 }, page: () => import('./pages/card-actions-page'),
  },
  {
    path: '/ui-elements/card/card-colors', layout: 'main', rule: 'editor', label: 'cardColors', icon: 'Palette', namespaces: ns,
    menu: { section: 'ui', group: 'card', order: 224 }, page: () => import('./pages/card-colors-page'),
  },
]);
