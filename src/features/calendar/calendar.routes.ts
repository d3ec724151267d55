import { defineRoutes } from '@/lib/route-manifest';

export const routes = defineRoutes([
  {
    path: '/apps/calendar/vue-simple-calendar',
    layout: 'main',
    rule: 'editor',
    label: 'calendar',
    icon: 'CalendarDays',
    menu: { section: 'apps', order: 140 },
    namespaces: ['calendar'],
    page: () => import('./pages/calendar-page'),
  },
]);
