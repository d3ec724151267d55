export { routes } from './invoice.routes';
