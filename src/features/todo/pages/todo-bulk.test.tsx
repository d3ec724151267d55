import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

configure({ asyncUtilTimeout: 8000 });

const list = () => screen.findByRole('list', { name: 'Tasks' });
const rows = async () => within(await list()).getAllByRole('listitem');
const titleOf = (row: HTMLElement) => row.querySelector('[data-task-open]')?.textContent ?? '';
const selectBox = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` });
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });

describe('todo bulk selection', { timeout: 40_000 }, () => {
  it('select all is indeterminate with some rows selected and selects every row', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const [first, second] = (await rows()).map(titleOf);
    expect(selectAll()).toHaveAttribute('aria-checked', 'false');
    await user.click(selectBox(first as string));
    expect(selectAll()).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(selectBox(second as string));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // The completion checkbox is a separate control: selecting did not complete.
    expect(screen.getByRole('checkbox', { name: first as string })).toHaveAttribute('aria-checked', 'false');
    await user.click(selectAll());
    const count = (await rows()).length;
    expect(selectAll()).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(`${count} selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selectAll()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('group', { name: 'Selected tasks' })).not.toBeInTheDocument();
  });

  it('marks the selected tasks complete', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const open = (await rows()).filter((r) => r.querySelector('[data-task-complete]')?.getAttribute('aria-checked') === 'false');
    const titles = open.slice(0, 2).map(titleOf);
    for (const title of titles) await user.click(selectBox(title));
    await user.click(within(screen.getByRole('group', { name: 'Selected tasks' })).getByRole('button', { name: 'Mark complete' }));
    for (const title of titles)
      await waitFor(() => expect(screen.getByRole('checkbox', { name: title })).toHaveAttribute('aria-checked', 'true'));
    expect(selectAll()).toHaveAttribute('aria-checked', 'false');
  });

  it('trashes the selected tasks with one Undo toast for the batch', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const titles = (await rows()).slice(0, 2).map(titleOf);
    for (const title of titles) await user.click(selectBox(title));
    await user.click(within(screen.getByRole('group', { name: 'Selected tasks' })).getByRole('button', { name: 'Move to trash' }));
    for (const title of titles) await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    expect(await screen.findByText('2 tasks moved to trash')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    for (const title of titles) expect(await within(await list()).findByText(title)).toBeInTheDocument();
  });

  it('after a bulk action focus stays on Select all, not on <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const [title] = (await rows()).map(titleOf);
    await user.click(selectBox(title as string));
    await user.click(within(screen.getByRole('group', { name: 'Selected tasks' })).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected tasks' })).not.toBeInTheDocument());
    expect(selectAll()).toHaveFocus();
  });

  it('offers Restore, not Mark complete, in Trashed', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/trashed');
    const [title] = (await rows()).map(titleOf);
    await user.click(selectBox(title as string));
    const bar = screen.getByRole('group', { name: 'Selected tasks' });
    expect(within(bar).queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText(title as string)).not.toBeInTheDocument());
  });

  it('resets the selection when the filter or the search changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/todo/all');
    await list();
    await user.click(selectAll());
    expect(selectAll()).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getAllByRole('link', { name: 'Starred' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/starred'));
    await list();
    expect(selectAll()).toHaveAttribute('aria-checked', 'false');
    await user.click(selectAll());
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'e');
    await waitFor(() => expect(selectAll()).toHaveAttribute('aria-checked', 'false'));
  });
});
