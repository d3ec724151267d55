import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { expectRetryKeepsItsPlace, failGet } from '@/test/load-retry';
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
    failGet('/api/data-list/products', { delayMs: 300 });
    await renderRoute('/ui-elements/data-list/list-view');
    // Without data TanStack Query drops the error while refetching: the skeleton used to replace the button.
    await expectRetryKeepsItsPlace(user, "Couldn't load this");
  });
});
