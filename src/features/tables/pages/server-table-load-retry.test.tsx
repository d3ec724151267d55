import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet, refreshFails } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../tables.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

// Without data TanStack Query drops the error while a Retry refetches: the skeleton used to replace the focused
// Retry button, and keyboard focus fell to <body>.
describe('tables when a first load fails', { timeout: 60_000 }, () => {
  it.each([
    ['server table', '/api/tables/users', '/ui-elements/table', "Couldn't load this"],
    ['AG Grid', '/api/tables/contacts', '/ui-elements/ag-grid-table', "Couldn't load this"],
  ])('%s: a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async (_, api, route, text) => {
    const user = userEvent.setup();
    failGet(api, { delayMs: 300 });
    await renderRoute(route, { signedInAs: 'admin' });
    await expectRetryKeepsItsPlace(user, text);
  });

  it('AG Grid: a failed refresh keeps the loaded rows on screen, under a notice with Retry', async () => {
    const { queryClient } = await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'admin' });
    const range = within(await screen.findByTestId('grid-toolbar', {}, find)).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('1 – 50 of 500'), find);
    expect(await refreshFails(queryClient, '/api/tables/contacts')).toBeInTheDocument();
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 – 50 of 500');
  });
});
