export { routes } from './calendar.routes';
