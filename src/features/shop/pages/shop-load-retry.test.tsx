import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../shop.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

// Without data TanStack Query drops the error while a Retry refetches: the skeleton used to replace the focused
// Retry button, and keyboard focus fell to <body>.
describe('shop pages when a first load fails', { timeout: 60_000 }, () => {
  it.each([
    ['shop', '/api/apps/ecommerce/products', '/apps/eCommerce/shop', "Couldn't load this"],
    ['item details', '/api/apps/ecommerce/products/:id', '/apps/eCommerce/item/5546604', "Couldn't load this"],
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

  it.each([
    ['shop', '/api/apps/ecommerce/products', '/apps/eCommerce/shop', 3],
    ['item details', '/api/apps/ecommerce/products/:id', '/apps/eCommerce/item/5546604', 2],
  ])('%s: a failed refresh keeps the products on screen, under a notice with Retry', async (_, api, route, level) => {
    const { queryClient } = await renderRoute(route, { signedInAs: 'admin' });
    const heading = (await screen.findAllByRole('heading', { level }, find)).at(-1)!;
    const name = heading.textContent ?? '';
    server.use(http.get(`*${api}`, () => fail(500, 'Internal server error')));
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('button', { name: 'Retry' }, find)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level, name })[0]).toBeInTheDocument();
  });
});
