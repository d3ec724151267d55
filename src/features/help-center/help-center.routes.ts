import { defineRoutes } from '@/lib/route-manifest';

const ns = ['help-center'] as const;

export const routes = defineRoutes([
  {
    path: '/pages/faq',
    layout: 'main',
    rule: 'editor',
    label: 'faq',
    icon: 'CircleQuestionMark',
    namespaces: ns,
    menu: { section: 'pages', order: 420 },
    page: () => import('./pages/faq-page'),
  },
  {
    path: '/pages/knowledge-base',
    layout: 'main',
    rule: 'editor',
    label: 'knowledgeBase',
    icon: 'BookOpen',
    namespaces: ns,
    menu: { section: 'pages', order: 430 },
    page: () => import('./pages/knowledge-base-page'),
  },
  {
    path: '/pages/knowledge-base/category',
    layout: 'main',
    rule: 'editor',
    label: 'kbCategory',
    icon: 'FolderOpen',
    namespaces: ns,
    parents: [{ label: 'knowledgeBase', href: '/pages/knowledge-base' }],
    page: () => import('./pages/kb-category-page'),
  },
  {
    path: '/pages/knowledge-base/category/question',
    layout: 'main',
    rule: 'editor',
    label: 'kbQuestion',
    icon: 'FileQuestionMark',
    namespaces: ns,
    parents: [
      { label: 'knowledgeBase', href: '/pages/knowledge-base' },
      // The question carries its category's topic (`?topic=`): the Category crumb leads back to that category.
      { label: 'kbCategory', href: '/pages/knowledge-base/category', keepSearch: ['topic'] },
    ],
    page: () => import('./pages/kb-question-page'),
  },
]);
