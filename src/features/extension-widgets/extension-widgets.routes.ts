import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extension-widgets'] as const;

export const routes = defineRoutes([
  { path: '/extensions/tree', layout: 'main', rule: 'editor', label: 'tree', icon: 'FolderTree', namespaces: ns, menu: { section: 'extensions', order: 612 }, page: () => import('./pages/tree-page') },
]);
