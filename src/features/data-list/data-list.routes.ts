import { defineRoutes } from '@/lib/route-manifest';

const ns = ['data-list'] as const;
const menu = { section: 'ui', group: 'dataList' } as const;

export const routes = defineRoutes([
  {
    path: '/ui-elements/data-list/list-view',
    layout: 'main',
    rule: 'editor',
    label: 'listView',
    icon: 'List',
    namespaces: ns,
    menu: { ...menu, order: 200 },
    page: () => import('./pages/list-view-page'),
  },
  {
    path: '/ui-elements/data-list/thumb-view',
    layout: 'main',
    rule: 'editor',
    label: 'thumbView',
    icon: 'LayoutGrid',
    namespaces: ns,
    menu: { ...menu, order: 201 },
    page: () => import('./pages/thumb-view-page'),
  },
]);
