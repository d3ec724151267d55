import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../tables.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('section') as HTMLElement;
};
const bodyRows = (el: HTMLElement) =>
  within(el)
    .getAllByRole('row')
    .filter((r) => r.closest('tbody'));

describe('/ui-elements/table', { timeout: 40_000 }, () => {
  it('names each pagination landmark after its table, so no two navigations share a name', async () => {
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    await card('Server-side');
    const main = screen.getByRole('main');
    const names = within(main)
      .getAllByRole('navigation')
      .map((n) => n.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['Pages of the paginated table', 'Pages of the server-side table']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('sorts with aria-sort and reorders rows', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Filter & sorter');
    const nameHead = within(el)
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.startsWith('Name')) as HTMLElement;
    expect(nameHead).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHead).getByRole('button'));
    expect(nameHead).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows(el)[0]).toHaveTextContent('Chelsey Dietrich');
    await user.click(within(nameHead).getByRole('button'));
    expect(nameHead).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows(el)[0]).toHaveTextContent('Patricia Lebsack');
    await user.type(within(el).getByRole('searchbox', { name: 'Search all columns' }), 'ervin');
    expect(bodyRows(el)).toHaveLength(1);
  });

  it('select all checks every row; single select works from the keyboard', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Multiple select');
    const all = within(el).getByRole('checkbox', { name: 'Select all rows' });
    await user.click(within(el).getByRole('checkbox', { name: 'Select Ervin Howell' }));
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    const boxes = within(el).getAllByRole('checkbox', { name: /^Select (?!all)/ });
    expect(boxes).toHaveLength(10);
    boxes.forEach((b) => expect(b).toHaveAttribute('aria-checked', 'true'));
    expect(within(el).getByText('10 rows selected')).toBeInTheDocument();

    const single = await card('Single select');
    const row = bodyRows(single)[2] as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(within(single).getByText('Selected: Clementine Bauch')).toBeInTheDocument();
  });

  it('expands a row to show its detail panel', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Expandable rows');
    const toggle = within(el).getByRole('button', { name: 'Details of Leanne Graham' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(el).getByText('Gwenborough')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(el).queryByText('Gwenborough')).not.toBeInTheDocument();
  });

  it('edits a cell: Enter saves, Escape cancels', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Edit data table');
    await user.dblClick(within(el).getByText('Leanne Graham'));
    const input = await within(el).findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Leanne Gray{Enter}');
    expect(await within(el).findByText('Leanne Gray')).toBeInTheDocument();
    // Focus returns to the edited cell on the next frame; wait for it so it cannot steal focus back below.
    await waitFor(() => expect(within(el).getByText('Leanne Gray')).toHaveFocus());

    const cell = within(el).getByText('Ervin Howell');
    act(() => cell.focus());
    expect(cell).toHaveFocus();
    await user.keyboard('{Enter}');
    const input2 = await within(el).findByRole('textbox', { name: 'Name' });
    await user.clear(input2);
    await user.type(input2, 'Nobody{Escape}');
    expect(within(el).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(el).getByText('Ervin Howell')).toBeInTheDocument();
    expect(within(el).queryByText('Nobody')).not.toBeInTheDocument();
  });

  it('Tab out of a cell editor saves and leaves focus on the next cell instead of pulling it back', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Edit data table');
    await user.dblClick(within(el).getByText('Leanne Graham'));
    const input = await within(el).findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Leanne Gray');
    await user.tab();
    expect(await within(el).findByText('Leanne Gray')).toBeInTheDocument();
    const next = within(within(el).getByText('Leanne Gray').closest('tr') as HTMLElement).getByRole('cell', {
      name: 'Role: Admin. Press Enter to edit',
    });
    await waitFor(() => expect(next).toHaveFocus());
    // The edited cell's delayed refocus runs on the next frame: it must not take focus back.
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(next).toHaveFocus();
  });

  it('an invalid edit stays open with a message until it is fixed', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Edit data table');
    const ageCell = within(el).getByRole('cell', { name: 'Age: 28. Press Enter to edit' });
    await user.dblClick(ageCell);
    const input = await within(el).findByRole('spinbutton', { name: 'Age' });
    await user.clear(input);
    await user.type(input, '200{Enter}');
    expect(input).toBeInTheDocument();
    expect(input).toHaveValue(200);
    expect(input).toHaveAccessibleDescription('Enter a whole number from 0 to 130.');
    // Leaving the field keeps the invalid draft and its message rather than dropping what was typed.
    await user.tab();
    expect(input).toHaveValue(200);
    expect(within(el).getByText('Enter a whole number from 0 to 130.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '31{Enter}');
    expect(within(el).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(el).queryByText('Enter a whole number from 0 to 130.')).not.toBeInTheDocument();
  });

  it('server-side search shows the loading row, then the results', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Server-side');
    await waitFor(() => expect(within(el).queryByTestId('server-loading-row')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(within(el).getByText('1 – 5 of 48')).toBeInTheDocument();
    await user.type(within(el).getByRole('searchbox', { name: 'Search on the server' }), 'ada');
    expect(await within(el).findByTestId('server-loading-row')).toHaveTextContent('Loading…');
    await waitFor(() => expect(within(el).queryByTestId('server-loading-row')).not.toBeInTheDocument(), { timeout: 5000 });
    const rows = bodyRows(el);
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((r) => expect(r.textContent?.toLowerCase()).toContain('ada'));
  });

  it('a server search without hits says so, pinned to the visible width, and drops the count (never 0 – 0 of 0)', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Server-side');
    await waitFor(() => expect(within(el).queryByTestId('server-loading-row')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(within(el).getByText(/^1 – 5 of \d+$/)).toBeInTheDocument();
    await user.type(within(el).getByRole('searchbox', { name: 'Search on the server' }), 'zzzqqq');
    const empty = await within(el).findByTestId('table-empty', {}, { timeout: 5000 });
    expect(empty).toHaveTextContent('No matching rows');
    expect(empty).toHaveClass('sticky', 'left-0');
    expect(within(el).queryByText(/\d+ – \d+ of/)).not.toBeInTheDocument();
  });

  it('a failed server page shows Retry and no row count', async () => {
    server.use(http.get('*/api/tables/users', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Server-side');
    expect(await within(el).findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(el).queryByText(/\d+ – \d+ of/)).not.toBeInTheDocument();
  });

  it('a filter that leaves no row offers Clear filters, which brings every row back and keeps focus in the toolbar', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Filter & sorter');
    const search = within(el).getByRole('searchbox', { name: 'Search all columns' });
    await user.type(within(el).getByRole('textbox', { name: 'Filter Name' }), 'Ervin');
    await user.type(search, 'zzzz');
    expect(within(el).getByTestId('table-empty')).toHaveTextContent('No matching rows');
    await user.click(within(el).getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows(el)).toHaveLength(10);
    expect(search).toHaveValue('');
    expect(within(el).getByRole('textbox', { name: 'Filter Name' })).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('a server search without hits offers Clear search, which reloads the first page at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Server-side');
    const search = within(el).getByRole('searchbox', { name: 'Search on the server' });
    await user.type(search, 'zzzqqq');
    await user.click(await within(el).findByRole('button', { name: 'Clear search' }, { timeout: 5000 }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    await waitFor(() => expect(within(el).getByText('1 – 5 of 48')).toBeInTheDocument(), { timeout: 5000 });
  });

  it('a server page that fails keeps the rows already shown, with Retry; Retry loads the page and keeps focus', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Server-side');
    await waitFor(() => expect(within(el).getByText('1 – 5 of 48')).toBeInTheDocument(), { timeout: 5000 });
    const firstPage = bodyRows(el).map((r) => r.textContent);
    let failing = true;
    server.use(http.get('*/api/tables/users', () => (failing ? HttpResponse.json({ error: 'Server down' }, { status: 500 }) : undefined)));
    await user.click(within(el).getByRole('button', { name: 'Page 2' }));
    const notice = await within(el).findByRole('alert', {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent("Couldn't refresh");
    expect(bodyRows(el).map((r) => r.textContent)).toEqual(firstPage);
    failing = false;
    const retry = within(notice).getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(el).getByText('6 – 10 of 48')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(el).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyRows(el).map((r) => r.textContent)).not.toEqual(firstPage);
    expect(within(el).getByRole('searchbox', { name: 'Search on the server' })).toHaveFocus();
  });

  it('virtualized mode shows 10,000 rows but renders far fewer', async () => {
    // jsdom has no layout: give the scroll container a real viewport height.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'virtual-scroller' ? 420 : 0;
    });
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Virtualized rows');
    expect(within(el).getByTestId('virtual-count')).toHaveTextContent('10,000 rows');
    const rendered = within(el).getAllByTestId('virtual-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    height.mockRestore();
  });

  it('switches the virtualized demo to 100,000 rows, still renders a bounded window and sorts them all', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'virtual-scroller' ? 420 : 0;
    });
    const user = userEvent.setup();
    await renderRoute('/ui-elements/table', { signedInAs: 'editor' });
    const el = await card('Virtualized rows');
    const picker = within(el).getByRole('radiogroup', { name: 'Rows' });
    const small = within(picker).getByRole('radio', { name: '10,000' });
    const large = within(picker).getByRole('radio', { name: '100,000' });
    expect(small).toHaveAttribute('aria-checked', 'true');

    await user.click(large);
    expect(large).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(within(el).getByTestId('virtual-count')).toHaveTextContent('100,000 rows'));
    const scroller = within(el).getByTestId('virtual-scroller');
    expect(scroller).toHaveAccessibleName('100,000 users, scrollable');
    expect(within(scroller).getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    const rendered = within(el).getAllByTestId('virtual-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');

    // Sorting covers every row, not only the rendered window: numbers sort descending first, so the last id leads.
    const idHead = within(scroller)
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.startsWith('ID')) as HTMLElement;
    await user.click(within(idHead).getByRole('button'));
    expect(idHead).toHaveAttribute('aria-sort', 'descending');
    expect(within(el).getAllByTestId('virtual-row')[0]).toHaveTextContent('#100000');

    await user.click(small);
    await waitFor(() => expect(within(el).getByTestId('virtual-count')).toHaveTextContent('10,000 rows'));
    expect(within(el).getAllByTestId('virtual-row')[0]).toHaveTextContent('#10000');
    height.mockRestore();
  });
});
