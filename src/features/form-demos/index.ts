export { routes } from './form-demos.routes';
