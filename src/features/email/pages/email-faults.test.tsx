import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const SUBJECT = 'Sprint planning moved to Tuesday';
const list = () => screen.findByRole('list', { name: 'Mails' });
const NO_PERMISSION = "You don't have permission to do that.";

// The mock-API panel's forced status for /api/apps/email: every call of the app fails, reads included.
describe('email app under API faults', { timeout: 40_000 }, () => {
  it('a 403 on star rolls back, says why, and a failed refresh keeps the mails on screen', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    const item = (await within(await list()).findByText(SUBJECT)).closest('li') as HTMLElement;
    server.use(
      http.post('*/api/apps/email/set-starred', () => fail(403, 'Forbidden')),
      http.get('*/api/apps/email/mails', () => fail(403, 'Forbidden')),
    );
    await user.click(within(item).getByRole('button', { name: 'Star' }));
    expect(await screen.findByText(/That didn't work/)).toBeInTheDocument();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    // The refetch after the rollback fails too: the mails stay, with a notice and Retry instead of a blank pane.
    const notice = await screen.findByText(/Couldn't refresh/);
    expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const star = within(
      within(await list())
        .getByText(SUBJECT)
        .closest('li') as HTMLElement,
    ).getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Couldn't load your mail/)).not.toBeInTheDocument();
  });

  it('a 403 on send keeps the message open and says it is a permission problem', async () => {
    server.use(http.post('*/api/apps/email/send', () => fail(403, 'Forbidden')));
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Compose' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByRole('textbox', { name: /^To/ }), 'ana.souza@brisa.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Kept subject');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Couldn't send the message/)).toBeInTheDocument();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Kept subject'));
  });

  it('a failed mark-as-read on opening is tried once, with one message (no request loop)', async () => {
    let calls = 0;
    server.use(
      // Slow enough for the optimistic "read" to render before the rollback, as in a browser.
      http.post('*/api/apps/email/mark-unread', async () => {
        calls += 1;
        await delay(150);
        return fail(500, 'down');
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    const item = (await within(await list()).findByText('Q3 revenue report')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Q3 revenue report' }));
    expect(await screen.findByRole('region', { name: 'Q3 revenue report' })).toBeInTheDocument();
    expect(await screen.findByText(/That didn't work/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls).toBe(1);
    expect(screen.getAllByText(/That didn't work/)).toHaveLength(1);
  });
});
