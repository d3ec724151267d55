import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };
const notice = async () => (await screen.findByText(/Couldn't refresh/, {}, find)).closest('[role="alert"]') as HTMLElement;

runOutsideAct();

// A refresh that fails after the page had loaded (the mock panel's forced 500 or offline, a refocus while the server is
// down) must keep what is on screen, and above all the edit form with what was typed.
describe('users pages when a refresh fails', { timeout: 60_000 }, () => {
  it('user edit keeps the form and the typed value, and Retry reloads', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderRoute('/apps/user/user-edit/268', { signedInAs: 'admin' });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, find);
    await user.clear(company);
    await user.type(company, 'Typed While Down');
    server.use(http.get('*/api/user-management/users/:id', () => fail(500, 'Internal server error')));
    await act(() => queryClient.invalidateQueries());
    const alert = await notice();
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveValue('Typed While Down');
    expect(screen.queryByText("Couldn't load this")).toBeNull();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Couldn't refresh/)).toBeNull(), find);
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveValue('Typed While Down');
  });

  it('user list keeps the loaded rows', async () => {
    const { queryClient } = await renderRoute('/apps/user/user-list');
    const grid = await screen.findByTestId('users-grid', {}, find);
    await waitFor(() => expect(grid.querySelectorAll('[role="row"][row-id]').length).toBeGreaterThan(0), find);
    server.use(http.get('*/api/user-management/users', () => fail(500, 'Internal server error')));
    await act(() => queryClient.invalidateQueries());
    expect(within(await notice()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByTestId('users-grid')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load this")).toBeNull();
  });
});
