export { routes } from './component-demos.routes';
