export { routes } from './search-page.routes';
export type { FileType } from './data/directory';
/**
 * The demo files and contacts this page finds, for the navbar search. Loaded on demand: the route registry imports
 * this file into the entry chunk, and so would take along anything exported here directly.
 */
export const loadDirectory = () => import('./data/directory');
