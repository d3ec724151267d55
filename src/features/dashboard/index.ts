export { routes } from './dashboard.routes';
