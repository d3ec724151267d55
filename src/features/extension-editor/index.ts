export { routes } from './extension-editor.routes';
