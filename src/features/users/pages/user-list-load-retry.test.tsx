import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

// Without data TanStack Query drops the error while a Retry refetches: the skeleton used to replace the focused
// Retry button, and keyboard focus fell to <body>.
describe('users pages when a first load fails', { timeout: 60_000 }, () => {
  it.each([
    ['user list', '/api/user-management/users', '/apps/user/user-list', "Couldn't load this"],
    ['user view', '/api/user-management/users/:id', '/apps/user/user-view/268', "Couldn't load this"],
  ])('%s: a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async (_, api, route, text) => {
    const user = userEvent.setup();
    failGet(api, { delayMs: 300 });
    await renderRoute(route, { signedInAs: 'admin' });
    await expectRetryKeepsItsPlace(user, text);
  });
});
