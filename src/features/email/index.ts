export { routes } from './email.routes';
