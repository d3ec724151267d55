import { defineRoutes } from '@/lib/route-manifest';

const ns = ['ui-elements'] as const;

export const routes = defineRoutes([
  {
    path: '/ui-elements/grid/vuesax',
    layout: 'main',
    rule: 'editor',
    label: 'gridVuesax',
    icon: 'Columns3',
    namespaces: ns,
    menu: { section: 'ui', group: 'grid', order: 210 },
    page: () => import('./pages/grid-vuesax-page'),
  },
  {
    path: '/ui-elements/grid/tailwind',
    layout: 'main',
    rule: 'editor',
    label: 'gridTailwind',
    icon: 'Grid3x3',
    namespaces: ns,
    menu: { section: 'ui', group: 'grid', order: 211 },
    page: () => import('./pages/grid-tailwind-page'),
  },
  {
    path: '/ui-elements/colors',
    layout: 'main',
    rule: 'editor',
    label: 'colors',
    icon: 'Palette',
    namespaces: ns,
    menu: { section: 'ui', order: 215 },
    page: () => import('./pages/colors-page'),
  },
]);
