export { routes } from './extension-carousel.routes';
