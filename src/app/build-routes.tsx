import { Navigate, type RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { isRedirect, type PageEntry, type RouteEntry } from '@/lib/route-manifest';
import { RouteGate } from './guards/route-gate';
import { RouteError } from './guards/route-error';
import { RootRoute } from './root-route';
import { BootFallback } from './boot-fallback';

/** SPEC §9: a script chunk that has not arrived within this time counts as failed. */
const CHUNK_TIMEOUT_MS = 120_000;

export interface RouteHandle {
  entry: PageEntry;
}

class ChunkLoadError extends Error {
  constructor() {
    super('A part of the app could not be loaded.');
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError());
      },
    );
  });
}

function toRoute(entry: RouteEntry): RouteObject {
  if (isRedirect(entry)) return { path: entry.path, element: <Navigate to={entry.redirect} replace /> };
  return {
    path: entry.path,
    handle: { entry } satisfies RouteHandle,
    lazy: async () => {
      const [mod] = await Promise.all([withTimeout(entry.page(), CHUNK_TIMEOUT_MS), loadNamespaces(entry.namespaces ?? [])]);
      const Page = typeof mod === 'function' ? mod : mod.default;
      return {
        Component: () => (
          <RouteGate entry={entry}>
            <Page />
          </RouteGate>
        ),
      };
    },
  };
}

/** Everything the router knows comes from the registry: layouts, guards, lazy pages, redirects. */
export function buildRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  const inLayout = (layout: 'main' | 'full') => entries.filter((e) => e.layout === layout).map(toRoute);
  return [
    {
      element: <RootRoute />,
      hydrateFallbackElement: <BootFallback />,
      errorElement: <RouteError />,
      children: [
        // Layouts are lazy too: the sign-in page never downloads the sidebar, navbar or search.
        {
          lazy: async () => ({ Component: (await import('./layouts/main-layout/main-layout')).MainLayout }),
          errorElement: <RouteError />,
          children: inLayout('main'),
        },
        {
          lazy: async () => ({ Component: (await import('./layouts/full-layout')).FullLayout }),
          errorElement: <RouteError />,
          children: inLayout('full'),
        },
        { path: '*', element: <Navigate to="/pages/error-404" replace /> },
      ],
    },
  ];
}
