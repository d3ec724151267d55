export { routes } from './import-export.routes';
