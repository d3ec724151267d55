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
});
