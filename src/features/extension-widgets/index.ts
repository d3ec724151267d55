export { routes } from './extension-widgets.routes';
