export { routes } from './maps.routes';
