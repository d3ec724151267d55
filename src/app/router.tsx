import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './build-routes';
import { registry } from './registry';

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(registry));
}
