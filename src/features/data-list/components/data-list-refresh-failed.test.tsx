import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../data-list.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

describe('data list when a refresh fails', { timeout: 40_000 }, () => {
  it('keeps the loaded products on screen with a Retry notice', async () => {
    const { queryClient } = await renderRoute('/ui-elements/data-list/list-view');
    expect((await screen.findAllByText('1 – 4 of 100', {}, find)).length).toBeGreaterThan(0);
    server.use(http.get('*/api/data-list/products', () => fail(500, 'Internal server error')));
    await act(() => queryClient.invalidateQueries());
    const notice = (await screen.findByText(/Couldn't refresh/, {}, find)).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(screen.queryByText("Couldn't load this")).toBeNull();
  });

  it('a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/data-list/products', async () => {
        await delay(300);
        return fail(500, 'Internal server error');
      }),
    );
    await renderRoute('/ui-elements/data-list/list-view');
    const retry = await screen.findByRole('button', { name: 'Retry' }, find);
    retry.focus();
    await user.keyboard('{Enter}');
    // Without data TanStack Query drops the error while refetching: the skeleton used to replace the button.
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), find);
    expect(retry).toHaveFocus();
    expect(screen.getByText("Couldn't load this")).toBeInTheDocument();
  });
});
