export { routes } from './ui-elements.routes';
