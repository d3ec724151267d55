import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

async function openAddTask(user: ReturnType<typeof userEvent.setup>) {
  await renderRoute('/apps/todo/all');
  await screen.findByRole('list', { name: 'Tasks' });
  await user.click(screen.getAllByRole('button', { name: 'Add Task' })[0] as HTMLElement);
  return screen.findByRole('dialog', { name: 'Add Task' });
}

describe('todo task dialog: nothing typed is lost', { timeout: 40_000 }, () => {
  it('asks before Escape drops a typed task; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const dialog = await openAddTask(user);
    const title = within(dialog).getByRole('textbox', { name: /title/i });
    await user.type(title, 'Call the plumber');
    await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'Before Friday');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(title).toHaveValue('Call the plumber');
    expect(within(dialog).getByRole('textbox', { name: /description/i })).toHaveValue('Before Friday');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Call the plumber')).not.toBeInTheDocument();
  });

  it('Cancel on a dirty task asks too', async () => {
    const user = userEvent.setup();
    const dialog = await openAddTask(user);
    await user.click(within(dialog).getByRole('button', { name: 'Starred' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('closes an untouched task on Escape without asking', async () => {
    const user = userEvent.setup();
    await openAddTask(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
