import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../search-page.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

describe('the search page when its first load fails', { timeout: 40_000 }, () => {
  it('a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async () => {
    const user = userEvent.setup();
    failGet('/api/pages/search', { delayMs: 300 });
    await renderRoute('/pages/search?q=vue', { signedInAs: 'admin' });
    // Without data TanStack Query drops the error while refetching: the skeleton used to replace the button.
    await expectRetryKeepsItsPlace(user, "Couldn't load this");
  });
});
