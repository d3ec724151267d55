export { routes } from './charts.routes';
