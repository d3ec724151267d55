import { defineRoutes } from '@/lib/route-manifest';

const ns = ['tables'] as const;

export const routes = defineRoutes([
  {
    path: '/ui-elements/table',
    layout: 'main',
    rule: 'editor',
    label: 'table',
    icon: 'Table2',
    namespaces: ns,
    menu: { section: 'forms', order: 320 },
    page: () => import('./pages/table-page'),
  },
  {
    path: '/ui-elements/ag-grid-table',
    layout: 'main',
    rule: 'editor',
    label: 'agGridTable',
    icon: 'Grid3x3',
    namespaces: ns,
    menu: { section: 'forms', order: 321 },
    page: () => import('./pages/ag-grid-page'),
  },
]);
