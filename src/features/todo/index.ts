export { routes } from './todo.routes';
