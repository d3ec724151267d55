export { routes } from './profile.routes';
