import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { downloadCsv } from '@/lib/download';
import { usePreferences } from '@/lib/preferences.store';
import { runOutsideAct } from '@/test/outside-act';

vi.mock('@/lib/download', () => ({ downloadCsv: vi.fn() }));

vi.mock('@/app/registry', async () => ({ registry: (await import('../tables.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

// AG Grid renders from its own timers, outside React's act().
runOutsideAct();

describe('/ui-elements/ag-grid-table', { timeout: 40_000 }, () => {
  it('serves 500 deterministic contacts', async () => {
    const rows = (await (await fetch('http://localhost/api/tables/contacts')).json()) as { id: number; email: string }[];
    expect(rows).toHaveLength(500);
    const again = (await (await fetch('http://localhost/api/tables/contacts')).json()) as { id: number; email: string }[];
    expect(again[42]).toEqual(rows[42]);
  });

  it('renders the toolbar and a page-size change updates the range label', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    expect(within(toolbar).getByRole('searchbox', { name: 'Search contacts' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: /Export as CSV/ })).toBeInTheDocument();
    const range = within(toolbar).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('1 – 50 of 500'), { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: '100' }));
    await waitFor(() => expect(range).toHaveTextContent('1 – 100 of 500'), { timeout: 10_000 });
  });

  it('shows follower counts with the locale’s digit grouping', async () => {
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const grid = await screen.findByTestId('contacts-grid', {}, { timeout: 10_000 });
    const cells = await waitFor(
      () => {
        const found = grid.querySelectorAll('[role="gridcell"][col-id="followers"]');
        expect(found.length).toBeGreaterThan(1);
        return [...found].map((c) => c.textContent ?? '');
      },
      { timeout: 10_000 },
    );
    // Every count of 1000 or more carries a thousands separator (500 contacts: some are that large).
    const big = cells.filter((c) => c.replace(/\D/g, '').length >= 4);
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((c) => /^\d{1,3}(,\d{3})+$/.test(c))).toBe(true);
  });

  it('serves countries as ISO codes and cities by their local names', async () => {
    const rows = (await (await fetch('http://localhost/api/tables/contacts')).json()) as { city: string; country: string }[];
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['US', 'CA', 'DE', 'FR', 'PT', 'BR', 'AU']));
    expect(rows.some((r) => r.city === 'München')).toBe(true);
    expect(rows.some((r) => r.city === 'Munich')).toBe(false);
  });

  it('names countries in the UI language and sorts and searches by those names', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    // Once the page (and its English strings) has loaded, as a reader switching language would.
    usePreferences.getState().setLocale('fr');
    const range = within(toolbar).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('sur 500'), { timeout: 10_000 });
    const grid = screen.getByTestId('contacts-grid');
    const countryCells = () => [...grid.querySelectorAll('.ag-row [role="gridcell"][col-id="country"]')].map((c) => c.textContent);
    await waitFor(() => expect(countryCells().length).toBeGreaterThan(1), { timeout: 10_000 });
    expect(
      countryCells().every((c) => ['Allemagne', 'Australie', 'Brésil', 'Canada', 'États-Unis', 'France', 'Portugal'].includes(c ?? '')),
    ).toBe(true);

    // Ascending sort follows French order: "États-Unis" after "Canada", not after "Portugal" (code point order).
    await user.click(within(grid.querySelector('[role="columnheader"][col-id="country"]') as HTMLElement).getByText('Pays'));
    await waitFor(() => expect(countryCells()[0]).toBe('Allemagne'));
    await user.click(within(toolbar).getByRole('button', { name: /Exporter en CSV/ }));
    const lines = (vi.mocked(downloadCsv).mock.calls.at(-1)?.[1] ?? '').trim().split(/\r?\n/);
    const column = lines[0]!.split(',').indexOf('Pays');
    const order = lines.slice(1).map((l) => l.split(',')[column]);
    expect(order.filter((c, i) => c !== order[i - 1])).toEqual([
      'Allemagne',
      'Australie',
      'Brésil',
      'Canada',
      'États-Unis',
      'France',
      'Portugal',
    ]);

    await user.type(within(toolbar).getByRole('searchbox'), 'allemagne');
    await waitFor(() => expect(range).not.toHaveTextContent('sur 500'), { timeout: 10_000 });
    expect(countryCells().every((c) => c === 'Allemagne')).toBe(true);
  });

  it('exports the rows the quick search leaves, with their cell values', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(toolbar).getByTestId('page-range')).toHaveTextContent('of 500'), { timeout: 10_000 });
    await user.type(within(toolbar).getByRole('searchbox', { name: 'Search contacts' }), 'luna');
    await waitFor(() => expect(within(toolbar).getByTestId('page-range')).not.toHaveTextContent('of 500'), { timeout: 10_000 });
    const total = Number(/of (\d+)/.exec(within(toolbar).getByTestId('page-range').textContent ?? '')?.[1]);
    await user.click(within(toolbar).getByRole('button', { name: /Export as CSV/ }));
    // Without the grid's row-model and cell API modules the file held the header line alone.
    const csv = vi.mocked(downloadCsv).mock.calls.at(-1)?.[1] ?? '';
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('First name');
    expect(total).toBeGreaterThan(0);
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => /luna/i.test(l))).toBe(true);
  });

  it('keeps the quick search when a language change creates the grid again', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    const range = within(toolbar).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('of 500'), { timeout: 10_000 });
    await user.type(within(toolbar).getByRole('searchbox', { name: 'Search contacts' }), 'luna');
    await waitFor(() => expect(range).not.toHaveTextContent('of 500'), { timeout: 10_000 });
    const filtered = /of (\d+)/.exec(range.textContent ?? '')?.[1];
    usePreferences.getState().setLocale('de');
    // The German grid is a new grid (AG Grid reads its texts once). The box still reads "luna": the new grid must
    // filter by it too, not show all 500 contacts again.
    const grid = screen.getByTestId('contacts-grid');
    await waitFor(() => expect(grid.querySelector('[role="columnheader"][col-id="firstName"]')).toHaveTextContent('Vorname'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(range).toHaveTextContent(`von ${filtered}`);
    expect(within(toolbar).getByRole('searchbox', { name: 'Kontakte suchen' })).toHaveValue('luna');
    usePreferences.getState().setLocale('en');
  });

  it('a language change keeps the sort and the page the reader was on', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    const range = within(toolbar).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('1 – 50 of 500'), { timeout: 10_000 });
    const grid = screen.getByTestId('contacts-grid');
    const head = (col: string) => grid.querySelector(`[role="columnheader"][col-id="${col}"]`) as HTMLElement;
    await user.click(within(head('lastName')).getByText('Last name'));
    await waitFor(() => expect(head('lastName')).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(range).toHaveTextContent('101 – 150 of 500'), { timeout: 10_000 });

    usePreferences.getState().setLocale('de');
    await waitFor(() => expect(head('firstName')).toHaveTextContent('Vorname'), { timeout: 10_000 });
    await waitFor(() => expect(range).toHaveTextContent('101 – 150 von 500'), { timeout: 10_000 });
    expect(head('lastName')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
    usePreferences.getState().setLocale('en');
  });

  it('Clear filters brings back every row and the pager, and says how many rows an export wrote (plural)', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const toolbar = await screen.findByTestId('grid-toolbar', {}, { timeout: 10_000 });
    const range = within(toolbar).getByTestId('page-range');
    await waitFor(() => expect(range).toHaveTextContent('of 500'), { timeout: 10_000 });
    const clear = within(toolbar).getByRole('button', { name: 'Clear filters' });
    // Nothing to clear yet, but still focusable (aria-disabled), so pressing it never drops focus to <body>.
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(toolbar).getByRole('searchbox', { name: 'Search contacts' }), 'zzzz');
    await waitFor(() => expect(clear).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
    await waitFor(() => expect(range).toHaveTextContent('50 per page'), { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // No row shown: no file of headers only.
    expect(within(toolbar).getByRole('button', { name: /Export as CSV/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(clear);
    await waitFor(() => expect(range).toHaveTextContent('1 – 50 of 500'), { timeout: 10_000 });
    expect(within(toolbar).getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    expect(clear).toHaveFocus();

    await user.type(within(toolbar).getByRole('searchbox', { name: 'Search contacts' }), 'luna.white1@');
    await waitFor(() => expect(range).toHaveTextContent('1 – 1 of 1'), { timeout: 10_000 });
    await user.click(within(toolbar).getByRole('button', { name: /Export as CSV/ }));
    expect(await screen.findByText('1 row exported')).toBeInTheDocument();
  });

  it('loads the large data set only on request and shows its 100,000 rows, a bounded number in the DOM', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/ag-grid-table', { signedInAs: 'editor' });
    const section = (await screen.findByRole('heading', { name: 'Large data set' })).closest('section') as HTMLElement;
    expect(within(section).queryByTestId('big-grid')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Load 100,000 rows' }));
    const count = await within(section).findByTestId('big-grid-count', {}, { timeout: 10_000 });
    expect(count).toHaveTextContent('100,000 rows');
    expect(within(section).queryByRole('button', { name: /Load/ })).not.toBeInTheDocument();
    await waitFor(() => expect(count.parentElement).toHaveFocus());
    // Rows rendered means the grid built its model (a missing AG Grid module would log an error, which fails the test).
    const grid = within(section).getByTestId('big-grid');
    await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(grid.querySelectorAll('.ag-row').length).toBeLessThan(100);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['ID', 'Name', 'Email', 'Country', 'Role', 'Status', 'Orders']));
  });
});
