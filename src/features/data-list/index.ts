export { routes } from './data-list.routes';
