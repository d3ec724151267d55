import { defineRoutes } from '@/lib/route-manifest';

const ns = ['charts'] as const;
const menu = { section: 'charts', group: 'charts' } as const;

export const routes = defineRoutes([
  {
    path: '/charts-and-maps/charts/apex-charts',
    layout: 'main',
    rule: 'editor',
    label: 'apexCharts',
    icon: 'ChartArea',
    namespaces: ns,
    menu: { ...menu, order: 500 },
    page: () => import('./pages/apex-charts-page'),
  },
  {
    path: '/charts-and-maps/charts/chartjs',
    layout: 'main',
    rule: 'editor',
    label: 'chartjs',
    icon: 'ChartColumn',
    namespaces: ns,
    menu: { ...menu, order: 501 },
    page: () => import('./pages/chartjs-page'),
  },
  {
    path: '/charts-and-maps/charts/echarts',
    layout: 'main',
    rule: 'editor',
    label: 'echarts',
    icon: 'ChartPie',
    namespaces: ns,
    menu: { ...menu, order: 502 },
    page: () => import('./pages/echarts-page'),
  },
]);
