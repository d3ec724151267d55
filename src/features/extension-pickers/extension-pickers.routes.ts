import { defineRoutes } from '@/lib/route-manifest';

const ns = ['extension-pickers'] as const;
const base = { layout: 'main', rule: 'editor', namespaces: ns } as const;

export const routes = defineRoutes([
  {
    ...base,
    path: '/extensions/select',
    label: 'select',
    icon: 'ChevronsUpDown',
    menu: { section: 'extensions', order: 600 },
    page: () => import('./pages/select-page'),
  },
  {
    ...base,
    path: '/extensions/datepicker',
    label: 'datepicker',
    icon: 'CalendarDays',
    menu: { section: 'extensions', order: 615 },
    page: () => import('./pages/datepicker-page'),
  },
  {
    ...base,
    path: '/extensions/datetime-picker',
    label: 'datetimePicker',
    icon: 'CalendarClock',
    menu: { section: 'extensions', order: 620 },
    page: () => import('./pages/datetime-picker-page'),
  },
]);
