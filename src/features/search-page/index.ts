export { routes } from './search-page.routes';
/**
 * The demo files and contacts this page finds, and their file icons, for the navbar search. Loaded on demand: the
 * route registry imports this file into the entry chunk, and so would take along anything exported here directly.
 */
export const loadDirectory = () =>
  Promise.all([import('./data/directory'), import('./components/file-icons')]).then(([data, icons]) => ({ ...data, ...icons }));
