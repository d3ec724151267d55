export { routes } from './extensions.routes';
