export { routes } from './extension-pickers.routes';
