import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';

type Router = { state: { location: { pathname: string } } };
const find = { timeout: 10_000 };

/** `path` answers 401 (a session the refresh cannot save) until `renew()`; then it falls through to the mock. */
export function expireSessionOn(method: 'post' | 'put', path: string): { renew: () => void } {
  let expired = true;
  server.use(http[method](path, () => (expired ? fail(401, 'Invalid access token') : undefined)));
  return { renew: () => void (expired = false) };
}

/** The app went to sign-in and the sign-in page has rendered (the route change commits in a transition). */
export async function waitForSignInPage(router: Router): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'), find);
  await screen.findByRole('button', { name: 'Login' }, find);
}
