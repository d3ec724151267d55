export { routes } from './system-pages.routes';
