import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet, refreshFails } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../profile.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

// Without data TanStack Query drops the error while a Retry refetches: the skeleton used to replace the focused
// Retry button, and keyboard focus fell to <body>.
describe('profile pages when a first load fails', { timeout: 60_000 }, () => {
  it.each([
    ['account settings', '/api/pages/account-settings', '/pages/user-settings', "Couldn't load this"],
    ['profile', '/api/pages/profile', '/pages/profile', "Couldn't load this"],
    ['profile posts', '/api/pages/profile/posts', '/pages/profile', "Couldn't load this"],
  ])('%s: a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async (_, api, route, text) => {
    const user = userEvent.setup();
    failGet(api, { delayMs: 300 });
    await renderRoute(route, { signedInAs: 'admin' });
    await expectRetryKeepsItsPlace(user, text);
  });

  it('account settings: a failed refresh keeps the forms and what was typed, under a notice with Retry', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderRoute('/pages/user-settings', { signedInAs: 'admin' });
    const name = await screen.findByRole('textbox', { name: /^name/i }, find);
    await user.clear(name);
    await user.type(name, 'Typed but not saved');
    expect(await refreshFails(queryClient, '/api/pages/account-settings')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Typed but not saved');
  });

  it.each([
    ['profile', '/api/pages/profile'],
    ['profile posts', '/api/pages/profile/posts'],
  ])('%s: a failed refresh keeps the profile and its posts on screen, under a notice with Retry', async (_, api) => {
    const { queryClient } = await renderRoute('/pages/profile', { signedInAs: 'admin' });
    await screen.findAllByRole('region', { name: /^John Anderson / }, find);
    expect(await refreshFails(queryClient, api)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Profile header' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^John Anderson / }).length).toBeGreaterThan(0);
  });

  it('profile posts: a failed Load More keeps the posts and says so below them, without a refresh notice', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'admin' });
    const list = await screen.findAllByRole('region', { name: /^John Anderson / }, find);
    const column = within(list[0]!.parentElement!);
    failGet('/api/pages/profile/posts');
    await user.click(column.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText("Couldn't load more posts.", {}, find)).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^John Anderson / })).toHaveLength(list.length);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(column.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });
});
