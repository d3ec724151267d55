export { routes } from './tables.routes';
