export { routes } from './help-center.routes';
