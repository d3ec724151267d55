export { routes } from './chat.routes';
