import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../todo.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

describe('the task list when its first load fails', { timeout: 40_000 }, () => {
  it('a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/apps/todo/tasks', async () => {
        await delay(300);
        return fail(500, 'Internal server error');
      }),
    );
    await renderRoute('/apps/todo/all', { signedInAs: 'admin' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, find);
    retry.focus();
    await user.keyboard('{Enter}');
    // Without data TanStack Query drops the error while refetching: the skeleton used to replace the button.
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), find);
    expect(retry).toHaveFocus();
    expect(screen.getByText("Couldn't load tasks")).toBeInTheDocument();
  });
});
