import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extension-editor'] as const;

export const routes = defineRoutes([
  {
    path: '/extensions/quill-editor',
    layout: 'main',
    rule: 'editor',
    label: 'quillEditor',
    icon: 'PenLine',
    namespaces: ns,
    menu: { section: 'extensions', order: 605 },
    page: () => import('./pages/quill-editor-page'),
  },
]);
