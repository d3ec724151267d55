export { routes } from './auth.routes';
