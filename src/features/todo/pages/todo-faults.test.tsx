import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const TITLE = 'Fix checkout button alignment on Safari';
const list = () => screen.findByRole('list', { name: 'Tasks' });
const row = async () => (await within(await list()).findByText(TITLE)).closest('li') as HTMLElement;
const NO_PERMISSION = "You don't have permission to do that.";

// The mock-API panel's forced status for /api/apps/todo: every call of the app fails, reads included.
describe('todo app under API faults', { timeout: 40_000 }, () => {
  it('a 403 on star rolls back, says why, and a failed refresh keeps the tasks on screen', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    const item = await row();
    server.use(
      http.post('*/api/apps/todo/task/:id', () => fail(403, 'Forbidden')),
      http.get('*/api/apps/todo/tasks', () => fail(403, 'Forbidden')),
    );
    await user.click(within(item).getByRole('button', { name: 'Star' }));
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    const notice = await screen.findByText(/Couldn't refresh/);
    expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(await row()).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Couldn't load tasks/)).not.toBeInTheDocument();
  });

  it('a 403 on Add keeps the dialog and its text, and says it is a permission problem', async () => {
    server.use(http.post('*/api/apps/todo/tasks/', () => fail(403, 'Forbidden')));
    const user = userEvent.setup();
    await renderRoute('/apps/todo/all');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Add Task' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Typed while forbidden');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Couldn't save the task/)).toBeInTheDocument();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Typed while forbidden'));
  });
});
