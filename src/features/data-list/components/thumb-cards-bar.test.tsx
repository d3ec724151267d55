import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../data-list.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 8000 };
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

// On phones the thumb view shows cards (the table and its header are hidden): select-all and sort must not go with it.
describe('thumb view cards bar (phones)', { timeout: 40_000 }, () => {
  it('sorts the cards from a Sort by menu and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/ui-elements/data-list/thumb-view');
    const bar = await screen.findByTestId('cards-bar', {}, find);
    await user.click(within(bar).getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name, ascending' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name%3Aasc'));
    const names = cardNames();
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
    expect(within(bar).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name, ascending');
  });

  it('selects every card on the page', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/data-list/thumb-view');
    const bar = await screen.findByTestId('cards-bar', {}, find);
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    cards.forEach((li) => expect(within(li).getByRole('checkbox')).toBeChecked());
  });
});
