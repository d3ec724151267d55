import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

const resultsCard = () => screen.getByRole('region', { name: 'Search results' });
const results = () => within(resultsCard());
const items = () =>
  results()
    .queryAllByRole('listitem')
    .filter((li) => li.parentElement?.parentElement?.dataset.slot === 'card-content');
const stats = () => screen.getByText(/^About [\d,]+ results?/);
const total = () => Number(/About ([\d,]+)/.exec(stats().textContent ?? '')?.[1]?.replace(/,/g, ''));

describe('search page', { timeout: 60_000 }, () => {
  it('prefills "Tessera", shows the rich result parts and pages through 40 pages', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('Tessera');
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(stats()).toHaveTextContent('About 400 results');
    const pager = screen.getByRole('navigation', { name: /pagination/i });
    expect(within(pager).getByRole('button', { name: 'Page 40' })).toBeInTheDocument();

    // First result: title link with the query marked, URL, sitelink grid; second: stars and info.
    const official = results().getByRole('link', { name: 'Tessera – React admin dashboard template' });
    expect(official).toHaveAttribute('href', 'https://tessera.example/');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(official).not.toHaveAttribute('target');
    expect(within(official).getByText('Tessera', { selector: 'mark' })).toBeInTheDocument();
    expect(results().getAllByText('tessera.example').length).toBeGreaterThan(0);
    expect(results().getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://tessera.example/docs');
    expect(results().getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(results().getByText('1,180 reviews')).toBeInTheDocument();
    expect(results().getByText('$39.00')).toBeInTheDocument();
    expect(results().getByText('In stock')).toBeInTheDocument();
    expect(resultsCard().querySelectorAll('time').length).toBe(10);
    expect([...resultsCard().querySelectorAll('p')].some((p) => p.textContent?.endsWith('…'))).toBe(true);

    const firstTitle = results().getAllByRole('heading', { level: 3 })[0]?.textContent;
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(results().getAllByRole('heading', { level: 3 })[0]?.textContent).not.toBe(firstTitle));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('tabs change the kind shown; More adds its kind as a selected tab', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=images'));
    await waitFor(() => expect(resultsCard().querySelectorAll('figure')).toHaveLength(10));
    await waitFor(() => expect(results().getAllByRole('link')[0]?.textContent).toMatch(/screenshot – Tessera/));

    await user.click(screen.getByRole('tab', { name: 'Video' }));
    // Each step waits: the list re-renders as the new kind's results arrive.
    await waitFor(() => expect(results().getAllByText(/^Length/).length).toBe(10));
    await waitFor(() =>
      expect(
        results()
          .getAllByRole('heading', { level: 3 })
          .every((h) => /tutorial/.test(h.textContent ?? '')),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Shopping' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=shopping'));
    expect(screen.getByRole('tab', { name: 'Shopping' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(results().getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/Tessera edition/));
    await waitFor(() => expect(results().getAllByText(/^\$[\d,]+\.\d\d$/).length).toBe(items().length));
  });

  it('the type tabs are one tab stop: arrows, Home and End move, Enter opens', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    const all = await screen.findByRole('tab', { name: 'All' });
    screen.getByRole('searchbox').focus();
    await user.tab();
    expect(all).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    all.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?type=news'));
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the time filter narrows by date, and a custom range is validated before it applies', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    await waitFor(() => expect(total()).toBe(400));
    await user.click(screen.getByRole('button', { name: 'Time range: Any time' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Past 24 hours' }));
    await waitFor(() => expect(router.state.location.search).toBe('?time=day'));
    await waitFor(() => expect(total()).toBeLessThan(400));
    expect(total()).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Tools/ })).toHaveAccessibleName('Tools (filters on)'));

    await user.click(screen.getByRole('button', { name: 'Time range: Past 24 hours' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Custom range…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findAllByText('Enter a date.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/From/), '2026-02-01');
    await user.type(within(dialog).getByLabelText(/To/), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?time=day');

    await user.clear(within(dialog).getByLabelText(/To/));
    await user.type(within(dialog).getByLabelText(/To/), '2026-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?time=custom&from=2026-02-01&to=2026-02-28'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Query the trigger afresh each time: it re-renders with its new name, then gets focus back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Time range: Feb 1, 2026 – Feb 28, 2026' })).toHaveFocus());
    // The previous results stay on screen until the new page arrives: wait for the custom range's own results.
    await waitFor(() => {
      const months = [...resultsCard().querySelectorAll('time')].map((time) => time.getAttribute('datetime')?.slice(0, 7));
      expect(months.length).toBeGreaterThan(0);
      expect(new Set(months)).toEqual(new Set(['2026-02']));
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(total()).toBe(400));
  });

  it('Verbatim switches to the exact phrase; Tools hides the row', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/pages/search?q=dashboard%20react', { signedInAs: 'editor' });
    await waitFor(() => expect(total()).toBeGreaterThan(0));
    expect(results().getAllByText(/^dashboard$/i, { selector: 'mark' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Matching: All results' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Verbatim' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dashboard+react&match=verbatim'));
    expect(await screen.findByText('No results')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'react dashboard');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(results().getAllByText(/^react dashboard$/i, { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(results().queryAllByText(/^react$/i, { selector: 'mark' })).toHaveLength(0);

    const tools = screen.getByRole('button', { name: /^Tools/ });
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Matching/ })).not.toBeInTheDocument();
    await user.click(tools);
    expect(screen.getByRole('button', { name: 'Matching: Verbatim' })).toBeInTheDocument();
  });

  it('settings open results in a new tab and turn highlighting off, and are remembered', async () => {
    const user = userEvent.setup();
    const first = await renderRoute('/pages/search', { signedInAs: 'editor' });
    const title = () => results().getByRole('link', { name: /^Tessera – React admin dashboard template/ });
    await waitFor(() => expect(title()).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Open results in a new tab' }));
    expect(title()).toHaveAttribute('target', '_blank');
    expect(title()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(title()).toHaveAccessibleName('Tessera – React admin dashboard template (opens in a new tab)');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Highlight matching words' }));
    expect(resultsCard().querySelector('mark')).toBeNull();
    first.unmount();

    await renderRoute('/pages/search', { signedInAs: 'editor' });
    await waitFor(() => expect(title()).toHaveAttribute('target', '_blank'));
    expect(resultsCard().querySelector('mark')).toBeNull();
  });

  it('typing filters (debounced), hostile queries stay text, related searches run', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe('?q='));
    await user.type(box, 'Léa');
    await waitFor(() => expect(router.state.location.search).toBe('?q=L%C3%A9a'));
    await waitFor(() => expect(total()).toBeLessThan(400));
    // "All results" ignores accents, and so does the highlight: "Léa" and "Learn" are both marked. Waited for: on a
    // busy machine the results of "L" or "Le" (typed on the way) can still be on screen for a moment.
    const marked = () =>
      [...resultsCard().querySelectorAll('mark')].map((m) => m.textContent?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    await waitFor(() => expect(new Set(marked())).toEqual(new Set(['lea'])));
    await user.clear(box);
    await user.type(box, '<b>(.*)+$');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Vuexy' }));
    await waitFor(() => expect(box).toHaveValue('Vuexy'));
    await waitFor(() => expect(results().getAllByText('Vuexy', { selector: 'mark' }).length).toBeGreaterThan(0));
    expect(router.state.location.search).toBe('?q=Vuexy');
  });

  it('a failed refresh keeps the results and says why, with a Retry that clears the notice', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderRoute('/pages/search', { signedInAs: 'editor' });
    await waitFor(() => expect(items()).toHaveLength(10));
    let down = true;
    server.use(http.get('*/api/pages/search', () => (down ? fail(403, 'Forbidden') : undefined)));
    await queryClient.invalidateQueries();
    const alert = await results().findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't refresh");
    expect(alert).toHaveTextContent("You don't have permission to do that.");
    expect(items()).toHaveLength(10);
    expect(stats()).toHaveTextContent('About 400 results');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(results().queryByRole('alert')).toBeNull());
    expect(items()).toHaveLength(10);
  });
});
