import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

describe('todo: focus after a row leaves the list', { timeout: 40_000 }, () => {
  it('restoring the last row in Trashed moves focus to the new last row’s title', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/trashed');
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const rows = (await within(list).findAllByRole('listitem')) as HTMLElement[];
    expect(rows.length).toBeGreaterThan(1);
    const [previous, last] = [rows.at(-2)!, rows.at(-1)!];
    const restore = within(last).getByRole('button', { name: 'Restore' });
    act(() => restore.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last).not.toBeInTheDocument());
    expect(previous.querySelector('[data-task-open]')).toHaveFocus();
  });

  it('Remove in the Edit dialog moves focus to the row now in its place, not to <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const rows = (await within(list).findAllByRole('listitem')) as HTMLElement[];
    const [, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const opener = second.querySelector<HTMLElement>('[data-task-open]')!;
    act(() => opener.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await waitFor(() => expect(third.querySelector('[data-task-open]')).toHaveFocus());
  });

  it('Restore in the Edit dialog (Trashed) moves focus to the row now in its place', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/trashed');
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const [first, second] = (await within(list).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    act(() => first.querySelector<HTMLElement>('[data-task-open]')!.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(second.querySelector('[data-task-open]')).toHaveFocus());
  });

  it('a saved edit that takes the task out of the filter leaves focus on the list, not on <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/starred');
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const [first] = (await within(list).findAllByRole('listitem')) as [HTMLElement];
    act(() => first.querySelector<HTMLElement>('[data-task-open]')!.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Starred' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.querySelector('[data-task-open]')).toHaveFocus());
  });

  it('Add Task from the phone drawer, then Escape: focus lands on the list, not on <body> (the drawer took the button with it)', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const list = await screen.findByRole('list', { name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'Open task filters' }));
    const drawer = await screen.findByRole('dialog', { name: /filter/i });
    act(() => within(drawer).getByRole('button', { name: 'Add Task' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add Task' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).not.toBeInTheDocument());
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
  });
});
