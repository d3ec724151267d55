export { routes } from './users.routes';
