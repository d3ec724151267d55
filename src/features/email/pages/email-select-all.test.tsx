import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });

describe('email toolbar Select all', { timeout: 40_000 }, () => {
  it('is disabled when a search matches nothing', async () => {
    await renderRoute('/apps/email/inbox?q=no-such-mail-anywhere');
    expect(await screen.findByText('No mails match your search.')).toBeInTheDocument();
    expect(selectAll()).toBeDisabled();
  });

  it('is disabled when the folder fails to load', async () => {
    server.use(http.get('*/api/apps/email/mails', () => fail(500, 'down')));
    await renderRoute('/apps/email/spam');
    expect(await screen.findByText(/Couldn't load your mail/)).toBeInTheDocument();
    expect(selectAll()).toBeDisabled();
  });

  it('keyboard: select all, trash, and focus lands on the empty folder’s title, not on <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/spam');
    const list = await screen.findByRole('list', { name: 'Mails' });
    await within(list).findByText('Crypto opportunity inside');
    expect(selectAll()).toBeEnabled();

    act(() => selectAll().focus());
    await user.keyboard(' ');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // Move to, Label, Mark as unread, Move to trash.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Move to trash' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('3 mails moved to trash')).toBeInTheDocument();
    const title = await screen.findByText('No mails here');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(selectAll()).toBeDisabled();
  });

  it('moving some mails keeps focus in the toolbar on Select all', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/spam');
    const list = await screen.findByRole('list', { name: 'Mails' });
    const item = (await within(list).findByText('Crypto opportunity inside')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('checkbox', { name: 'Select' }));
    act(() => screen.getByRole('button', { name: 'Move to' }).focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Inbox' }));
    await waitFor(() => expect(within(list).queryByText('Crypto opportunity inside')).toBeNull());
    await waitFor(() => expect(selectAll()).toHaveFocus());
    expect(selectAll()).toBeEnabled();
  });
});
