export { systemPagesRoutes } from './system-pages.routes';
