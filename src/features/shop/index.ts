export { routes } from './shop.routes';
