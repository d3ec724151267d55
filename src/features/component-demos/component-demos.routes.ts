import { defineRoutes, type NavKey, type PageEntry } from '@/lib/route-manifest';

const ns = ['component-demos'] as const;

type Demo = { slug: string; label: NavKey; icon: PageEntry['icon']; load: PageEntry['page'] };

const page = ({ slug, label, icon, load }: Demo, index: number): PageEntry => ({
  path: `/components/${slug}`,
  layout: 'main',
  rule: 'editor',
  label,
  icon,
  namespaces: ns,
  menu: { section: 'ui', group: 'components', order: 240 + index },
  page: load,
});

const demos: Demo[] = [
  { slug: 'alert', label: 'alert', icon: 'CircleExclamationPoint', load: () => import('./pages/alert-page') },
  { slug: 'avatar', label: 'avatar', icon: 'CircleUserRound', load: () => import('./pages/avatar-page') },
  { slug: 'breadcrumb', label: 'breadcrumb', icon: 'ChevronsRight', load: () => import('./pages/breadcrumb-page') },
  { slug: 'button', label: 'button', icon: 'MousePointerClick', load: () => import('./pages/button-page') },
  { slug: 'button-group', label: 'buttonGroup', icon: 'Group', load: () => import('./pages/button-group-page') },
  { slug: 'chip', label: 'chip', icon: 'Tag', load: () => import('./pages/chip-page') },
  { slug: 'collapse', label: 'collapse', icon: 'ChevronsUpDown', load: () => import('./pages/collapse-page') },
  { slug: 'dialogs', label: 'dialogs', icon: 'MessageSquareExclamationPoint', load: () => import('./pages/dialogs-page') },
  { slug: 'divider', label: 'divider', icon: 'SeparatorHorizontal', load: () => import('./pages/divider-page') },
  { slug: 'dropdown', label: 'dropdown', icon: 'SquareChevronDown', load: () => import('./pages/dropdown-page') },
  { slug: 'list', label: 'list', icon: 'List', load: () => import('./pages/list-page') },
  { slug: 'loading', label: 'loading', icon: 'LoaderCircle', load: () => import('./pages/loading-page') },
  { slug: 'navbar', label: 'navbar', icon: 'PanelTop', load: () => import('./pages/navbar-page') },
  { slug: 'notifications', label: 'notifications', icon: 'Bell', load: () => import('./pages/notifications-page') },
  { slug: 'pagination', label: 'pagination', icon: 'ChevronsLeftRight', load: () => import('./pages/pagination-page') },
  { slug: 'popup', label: 'popup', icon: 'AppWindow', load: () => import('./pages/popup-page') },
  { slug: 'progress', label: 'progress', icon: 'Hourglass', load: () => import('./pages/progress-page') },
  { slug: 'sidebar', label: 'sidebar', icon: 'PanelLeft', load: () => import('./pages/sidebar-page') },
  { slug: 'slider', label: 'slider', icon: 'SlidersHorizontal', load: () => import('./pages/slider-page') },
  { slug: 'tabs', label: 'tabs', icon: 'PanelsTopLeft', load: () => import('./pages/tabs-page') },
  { slug: 'tooltip', label: 'tooltip', icon: 'MessageSquareText', load: () => import('./pages/tooltip-page') },
  { slug: 'upload', label: 'upload', icon: 'Upload', load: () => import('./pages/upload-page') },
];

export const routes = defineRoutes(demos.map(page));
