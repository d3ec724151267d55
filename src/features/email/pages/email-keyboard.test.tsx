import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

describe('email keyboard', { timeout: 40_000 }, () => {
  it('# trashes the focused row and hands focus to the next row, never to <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    const list = await screen.findByRole('list', { name: 'Mails' });
    await within(list).findByText('Q3 revenue report');
    await user.keyboard('j');
    const opener = (name: string) => within(list).getByRole('button', { name });
    expect(opener('Onboarding screens ready for review')).toHaveFocus();

    await user.keyboard('#');
    await waitFor(() => expect(within(list).queryByText('Onboarding screens ready for review')).toBeNull());
    const next = opener('Sprint planning moved to Tuesday');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('tabindex', '0');
    expect(await screen.findByText(/moved to trash/i)).toBeInTheDocument();
  });

  it('# on the last mail of the list hands focus to the empty state’s title, not to <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/spam?q=Crypto');
    const list = await screen.findByRole('list', { name: 'Mails' });
    const only = await within(list).findByRole('button', { name: /Crypto opportunity inside/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    act(() => only.focus());
    await user.keyboard('#');
    const title = await screen.findByText('No mails match your search.');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('removing an attachment moves focus to the chip now in its place, then to Attach files, not out of place', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await screen.findByRole('list', { name: 'Mails' });
    await user.click(screen.getAllByRole('button', { name: 'Compose' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.upload(within(dialog).getByTestId('compose-files'), [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
    ]);
    within(dialog)
      .getByRole('button', { name: /a\.txt/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByText('a.txt')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /b\.txt/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByText('b.txt')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Attach files' })).toHaveFocus());
  });

  it('sending a draft opened from the keyboard hands focus to the list’s current row, not to <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/draft');
    const list = await screen.findByRole('list', { name: 'Mails' });
    const opener = await within(list).findByRole('button', { name: /Q3 follow-up/ });
    act(() => opener.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /draft/i });
    const to = within(dialog).getByRole('textbox', { name: /^To/ });
    if (!(to as HTMLInputElement).value) await user.type(to, 'ana.souza@brisa.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-mail-open'));
  });
});
