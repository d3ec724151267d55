import { defineRoutes } from '@/lib/route-manifest';
import { TODO_ROUTE_FILTERS } from './api/todo.filters';

export const routes = defineRoutes([
  { path: '/apps/todo', redirect: '/apps/todo/all', layout: 'main', rule: 'editor' },
  {
    path: '/apps/todo/:filter',
    layout: 'main',
    rule: 'editor',
    label: 'todo',
    icon: 'SquareCheckBig',
    params: { filter: TODO_ROUTE_FILTERS },
    examples: ['/apps/todo/all'],
    menu: { section: 'apps', order: 130, href: '/apps/todo/all' },
    namespaces: ['todo'],
    page: () => import('./pages/todo-page'),
  },
]);
