import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
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
    server.use(
      http.get(`*${api}`, async () => {
        await delay(300);
        return fail(500, 'Internal server error');
      }),
    );
    await renderRoute(route, { signedInAs: 'admin' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, find);
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), find);
    expect(retry).toHaveFocus();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('AG Grid: a failed refresh keeps the loaded rows on screen, under a notice with Retry', async () => {
    const { queryClient } = await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'admin' });
    const range = within(await screen.findByTestId('grid-toolbar', {}, find)).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('1 – 50 of 500'), find);
    server.use(http.get('*/api/tables/contacts', () => fail(500, 'Internal server error')));
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('button', { name: 'Retry' }, find)).toBeInTheDocument();
    expect(screen.getByTestId('page-range')).toHaveTextContent('1 – 50 of 500');
  });
});
