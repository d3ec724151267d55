import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '@/app/build-routes';
import { Providers } from '@/app/providers';
import { registry } from '@/app/registry';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session/session.store';
import type { Role } from '@/lib/access';
import { issueToken } from '@/mocks/jwt';

export interface RenderRouteOptions {
  /** Sign in as this role before rendering (a real signed token from the mock). */
  signedInAs?: Role;
}

export async function signInForTest(role: Role = 'admin'): Promise<void> {
  const uid = role === 'admin' ? 1 : 2;
  const accessToken = await issueToken(uid, role);
  useSession.getState().signIn({
    userData: { uid, displayName: role === 'admin' ? 'John Doe' : 'Jane Roe', email: `${role}@${role}.com`, photoURL: '', userRole: role },
    accessToken,
  });
}

/** Mounts the real registry router with the app providers and the MSW node server. */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.signedInAs) await signInForTest(options.signedInAs);
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
