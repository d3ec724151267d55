import { defineRoutes } from '@/lib/route-manifest';

const ns = ['import-export'] as const;

export const routes = defineRoutes([
  {
    path: '/import-export/import',
    layout: 'main',
    rule: 'editor',
    label: 'import',
    icon: 'Upload',
    namespaces: ns,
    menu: { section: 'extensions', group: 'importExport', order: 690 },
    page: () => import('./pages/import-page'),
  },
  {
    path: '/import-export/export',
    layout: 'main',
    rule: 'editor',
    label: 'export',
    icon: 'Download',
    namespaces: ns,
    menu: { section: 'extensions', group: 'importExport', order: 691 },
    page: () => import('./pages/export-page'),
  },
  {
    path: '/import-export/export-selected',
    layout: 'main',
    rule: 'editor',
    label: 'exportSelected',
    icon: 'ListChecks',
    namespaces: ns,
    menu: { section: 'extensions', group: 'importExport', order: 692 },
    page: () => import('./pages/export-selected-page'),
  },
]);
