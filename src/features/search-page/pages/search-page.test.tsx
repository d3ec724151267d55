import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const results = () => within(screen.getByRole('region', { name: 'Search results' }));

describe('search page', { timeout: 40_000 }, () => {
  it('prefills the query from the URL, highlights matches and filters by tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search?q=design', { signedInAs: 'editor' });
    expect(await screen.findByRole('searchbox', { name: 'Search the workspace' })).toHaveValue('design');
    await waitFor(() => expect(results().getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(results().getAllByText(/design/i, { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/About \d+ results/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Files/ }));
    await waitFor(() => expect(router.state.location.search).toContain('type=files'));
    await waitFor(() => expect(results().queryAllByRole('link')).toHaveLength(0));
    expect(results().getAllByText(/\.(pdf|docx)$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('the type tabs are one tab stop: arrows, Home and End move, Enter opens', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    const all = await screen.findByRole('tab', { name: /All/ });
    // Tab from the search box lands on the selected tab; the next Tab leaves the tab bar.
    screen.getByRole('searchbox').focus();
    await user.tab();
    expect(all).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: /time/i })).toHaveFocus();
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pages/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Contacts/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('type=contacts'));
    expect(screen.getByRole('tab', { name: /Contacts/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('typing filters (debounced) and hostile queries stay text', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    const box = await screen.findByRole('searchbox', { name: 'Search the workspace' });
    await user.type(box, 'Léa');
    await waitFor(() => expect(router.state.location.search).toBe('?q=L%C3%A9a'));
    expect((await results().findAllByText('Léa', { selector: 'mark' })).length).toBeGreaterThan(0);
    await user.clear(box);
    await user.type(box, '<b>(.*)+$');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
