import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const list = () => screen.findByRole('list', { name: 'Tasks' });
const row = async (title: string) => {
  const item = (await within(await list()).findByText(title)).closest('li');
  if (!item) throw new Error(`no row ${title}`);
  return item;
};

describe('todo app', { timeout: 40_000 }, () => {
  it('redirects /apps/todo to /apps/todo/all and lists non-trashed tasks', async () => {
    const { router } = await renderRoute('/apps/todo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/all'));
    expect(within(await list()).getByText('Write release notes for v2.4')).toBeInTheDocument();
    expect(screen.queryByText('Renew the SSL certificate for the status page')).not.toBeInTheDocument();
  });

  // jsdom has no layout engine: this pins the responsive layout contract (the 390 / 1440 px screenshots show it).
  it('narrow rows give the text the row width: title and 2-line description beside the checkboxes, tags and actions below', async () => {
    await renderRoute('/apps/todo/all');
    const item = await row('Fix checkout button alignment on Safari');
    // The row lays itself out by its own width (a container query), not the viewport's: the list pane can be narrow
    // on a wide screen too.
    expect(item).toHaveClass('@container');
    const title = within(item).getByRole('button', { name: 'Fix checkout button alignment on Safari' });
    const desc = within(item).getByText(/^The primary button wraps/);
    // Narrow: title and description span the text and actions columns; the description shows two lines, not a few
    // characters cut off on one line.
    expect(title).toHaveClass('col-[2/4]', 'row-start-1');
    expect(desc).toHaveClass('col-[2/4]', 'row-start-2', 'line-clamp-2');
    expect(desc).not.toHaveClass('truncate');
    // …and the tags and actions share the line below them.
    expect(within(item).getByText('Frontend').closest('[data-task-tags]')).toHaveClass('row-start-3');
    const trash = within(item).getByRole('button', { name: 'Move to trash' });
    expect(trash.closest('[data-task-actions]')).toHaveClass('col-start-3', 'row-start-3');
    // Wide rows (@lg, 32rem and up) keep one line: title + tags, actions beside, a one-line description.
    expect(desc).toHaveClass('@lg:col-[2/3]', '@lg:line-clamp-1');
    expect(trash.closest('[data-task-actions]')).toHaveClass('@lg:row-[1/3]');
    // The tab order does not depend on the width: controls, title, then actions.
    const order = Array.from(item.querySelectorAll('button')).map((el) =>
      el.hasAttribute('data-task-complete') ? 'complete' : (el.getAttribute('aria-label') ?? el.textContent),
    );
    expect(order).toEqual([
      'Reorder Fix checkout button alignment on Safari',
      'Select Fix checkout button alignment on Safari',
      'complete',
      'Fix checkout button alignment on Safari',
      'Important',
      'Star',
      'Move to trash',
    ]);
  });

  it('rejects an unknown filter with the 404 page', async () => {
    const { router } = await renderRoute('/apps/todo/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error-404'));
  });

  it('completing a task shows it in Completed', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/todo/all');
    const item = await row('Write release notes for v2.4');
    const box = within(item).getByRole('checkbox', { name: 'Write release notes for v2.4' });
    const wasChecked = box.getAttribute('aria-checked') === 'true';
    await user.click(box);
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', String(!wasChecked)));
    await user.click(screen.getAllByRole('link', { name: 'Completed' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/completed'));
    const titles = await screen.findAllByText(/./, { selector: '[data-task-row] span[id]' });
    expect(titles.some((el) => el.textContent === 'Write release notes for v2.4')).toBe(!wasChecked);
  });

  it('trash removes the row, Trashed shows it, Restore brings it back', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/todo/all');
    const item = await row('Write release notes for v2.4');
    await user.click(within(item).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.queryByText('Write release notes for v2.4')).not.toBeInTheDocument());
    expect(await screen.findByText('Task moved to trash')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Trashed' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/trashed'));
    const trashed = await row('Write release notes for v2.4');
    await user.click(within(trashed).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText('Write release notes for v2.4')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('link', { name: 'All' })[0] as HTMLElement);
    expect(await row('Write release notes for v2.4')).toBeInTheDocument();
  });

  it('Undo in the trash toast restores the task', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await user.click(within(await row('Write release notes for v2.4')).getByRole('button', { name: 'Move to trash' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await row('Write release notes for v2.4')).toBeInTheDocument();
  });

  it('adding a task needs a title, then puts the task on top', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Add Task' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    const title = within(dialog).getByRole('textbox', { name: /title/i });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(title, '   ');
    await user.tab();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a title.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(add).toBeDisabled();

    await user.clear(title);
    await user.type(title, '<img src=x onerror=alert(1)> Buy milk');
    await user.click(within(dialog).getByRole('button', { name: 'Bug' }));
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const first = (await list()).querySelector('[data-task-row]');
    await waitFor(() => expect(first).toHaveTextContent('<img src=x onerror=alert(1)> Buy milk'));
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps what was typed when creating fails', async () => {
    server.use(http.post('*/api/apps/todo/tasks/', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Add Task' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /title/i }), 'Keep me');
    await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'A long description');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Couldn't save the task/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /title/i })).toHaveValue('Keep me');
    expect(within(dialog).getByRole('textbox', { name: /description/i })).toHaveValue('A long description');
  });

  it('a failing star toggle rolls back and says so (I9)', async () => {
    server.use(http.post('*/api/apps/todo/task/:id', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const star = within(await row('Write release notes for v2.4')).getByRole('button', { name: 'Star' });
    const before = star.getAttribute('aria-pressed');
    await user.click(star);
    expect(await screen.findByText(/Couldn't update the task/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Write release notes for v2.4').closest('li') as HTMLElement).getByRole('button', { name: 'Star' }),
      ).toHaveAttribute('aria-pressed', before),
    );
  });

  it('edits a task from its row and saves', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await user.click(within(await row('Write release notes for v2.4')).getByText('Write release notes for v2.4'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    const title = within(dialog).getByRole('textbox', { name: /title/i });
    await user.clear(title);
    await user.type(title, 'Write release notes for v2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await row('Write release notes for v2.5')).toBeInTheDocument();
  });

  it('filters by search within the filter and shows an empty state', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'back-off');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zzz');
    expect(await screen.findByText('No tasks match your search.')).toBeInTheDocument();
  });

  it('shows the per-filter empty state', async () => {
    server.use(http.get('*/api/apps/todo/tasks', () => HttpResponse.json([])));
    await renderRoute('/apps/todo/starred');
    expect(await screen.findByText('No starred tasks')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    let calls = 0;
    server.use(http.get('*/api/apps/todo/tasks', () => (++calls <= 2 ? HttpResponse.json({ error: 'x' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    await user.click(retry);
    expect(await list()).toBeInTheDocument();
  });

  it('is keyboard usable: arrows move between rows, Space completes, Enter opens', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const rows = within(await list()).getAllByRole('listitem') as HTMLElement[];
    // Each row's title is a real button (named by the title) and only the current row is in the tab order.
    const titleButton = (row: HTMLElement) =>
      within(row).getByRole('button', { name: row.querySelector('[data-task-open]')?.textContent ?? '' });
    const [first, second] = [titleButton(rows[0] as HTMLElement), titleButton(rows[1] as HTMLElement)];
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    act(() => first.focus());
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await waitFor(() => expect(second).toHaveAttribute('tabindex', '0'));
    const box = (rows[1] as HTMLElement).querySelector('[data-task-complete]') as HTMLElement;
    const before = box.getAttribute('aria-checked');
    await user.keyboard(' ');
    await waitFor(() => expect(box).not.toHaveAttribute('aria-checked', before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
  });

  it('keyboard focus: Escape from Edit Task returns to the row; trashing a row moves on to the next row', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const rows = within(await list()).getAllByRole('listitem') as HTMLElement[];
    const title = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-task-open]') as HTMLElement;
    const [first, second] = [rows[0] as HTMLElement, rows[1] as HTMLElement];
    act(() => title(first).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /title/i })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(title(first)).toHaveFocus());

    const trash = within(first).getByRole('button', { name: 'Move to trash' });
    act(() => trash.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(title(second)).toHaveFocus();
  });

  it('the filters drawer closes when a filter link is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/todo/all');
    await user.click(await screen.findByRole('button', { name: 'Open task filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Task filters' });
    await user.click(within(drawer).getByRole('link', { name: 'Starred' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/starred'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Task filters' })).not.toBeInTheDocument());
  });

  it('opens a task by clicking anywhere on its row text, but not from the row controls', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const item = await row('Write release notes for v2.4');
    await user.click(within(item).getByRole('button', { name: 'Star' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Write release notes for v2.4' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
  });
});
