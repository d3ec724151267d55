export { routes } from './search-page.routes';
