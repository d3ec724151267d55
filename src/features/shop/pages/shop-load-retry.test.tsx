import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet, refreshFails } from '@/test/load-retry';
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
    failGet(api, { delayMs: 300 });
    await renderRoute(route, { signedInAs: 'admin' });
    await expectRetryKeepsItsPlace(user, text);
  });

  it.each([
    ['shop', '/api/apps/ecommerce/products', '/apps/eCommerce/shop', 3],
    ['item details', '/api/apps/ecommerce/products/:id', '/apps/eCommerce/item/5546604', 2],
  ])('%s: a failed refresh keeps the products on screen, under a notice with Retry', async (_, api, route, level) => {
    const { queryClient } = await renderRoute(route, { signedInAs: 'admin' });
    const heading = (await screen.findAllByRole('heading', { level }, find)).at(-1)!;
    const name = heading.textContent ?? '';
    expect(await refreshFails(queryClient, api)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level, name })[0]).toBeInTheDocument();
  });
});
