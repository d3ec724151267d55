import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extensions'] as const;
const base = { layout: 'main', rule: 'editor', namespaces: ns } as const;

// Menu order follows FEATURES.md: select 600, quill 605, drag-and-drop 610, datepicker 615, datetime 620,
// access-control 625, i18n 630, carousel 635, clipboard 640, context-menu 645, star-ratings 650, autocomplete 655, tree 660.
export const routes = defineRoutes([
  {
    ...base,
    path: '/extensions/access-control',
    label: 'accessControl',
    icon: 'ShieldCheck',
    menu: { section: 'extensions', order: 625 },
    page: () => import('./pages/access-control-page'),
  },
  {
    ...base,
    path: '/extensions/i18n',
    label: 'i18n',
    icon: 'Languages',
    menu: { section: 'extensions', order: 630 },
    page: () => import('./pages/i18n-page'),
  },
  {
    ...base,
    path: '/extensions/clipboard',
    label: 'clipboard',
    icon: 'ClipboardCopy',
    menu: { section: 'extensions', order: 640 },
    page: () => import('./pages/clipboard-page'),
  },
  {
    ...base,
    path: '/extensions/context-menu',
    label: 'contextMenu',
    icon: 'MousePointerClick',
    menu: { section: 'extensions', order: 645 },
    page: () => import('./pages/context-menu-page'),
  },
  {
    ...base,
    path: '/extensions/star-ratings',
    label: 'starRatings',
    icon: 'Star',
    menu: { section: 'extensions', order: 650 },
    page: () => import('./pages/star-ratings-page'),
  },
  {
    ...base,
    path: '/extensions/autocomplete',
    label: 'autocomplete',
    icon: 'TextCursorInput',
    menu: { section: 'extensions', order: 655 },
    page: () => import('./pages/autocomplete-page'),
  },
]);
