import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extension-widgets'] as const;

export const routes = defineRoutes([
  {
    path: '/extensions/drag-and-drop',
    layout: 'main',
    rule: 'editor',
    label: 'dragAndDrop',
    icon: 'GripVertical',
    namespaces: ns,
    menu: { section: 'extensions', order: 610 },
    page: () => import('./pages/drag-and-drop-page'),
  },
  {
    path: '/extensions/tree',
    layout: 'main',
    rule: 'editor',
    label: 'tree',
    icon: 'FolderTree',
    namespaces: ns,
    menu: { section: 'extensions', order: 612 },
    page: () => import('./pages/tree-page'),
  },
]);
