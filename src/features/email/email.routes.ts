import { defineRoutes } from '@/lib/route-manifest';
import { EMAIL_FILTERS } from './api/email.filters';

export const routes = defineRoutes([
  { path: '/apps/email', redirect: '/apps/email/inbox', layout: 'main', rule: 'editor' },
  {
    path: '/apps/email/:filter',
    layout: 'main',
    rule: 'editor',
    label: 'email',
    icon: 'Mail',
    params: { filter: EMAIL_FILTERS },
    examples: ['/apps/email/inbox'],
    menu: { section: 'apps', order: 110, href: '/apps/email/inbox' },
    namespaces: ['email'],
    page: () => import('./pages/email-page'),
  },
]);
