import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { seedMails } from '../mocks/email.seed';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

configure({ asyncUtilTimeout: 8000 });

const seeded = seedMails();
const openQ3 = async (user: ReturnType<typeof userEvent.setup>) => {
  await renderRoute('/apps/email/inbox');
  const list = await screen.findByRole('list', { name: 'Mails' });
  const item = (await within(list).findByText('Q3 revenue report')).closest('li') as HTMLElement;
  await user.click(within(item).getByRole('button', { name: 'Q3 revenue report' }));
  return screen.findByRole('region', { name: 'Q3 revenue report' });
};

describe('email reply and forward', { timeout: 40_000 }, () => {
  it('Reply quotes the original under who wrote it; Forward carries the message', async () => {
    const user = userEvent.setup();
    const pane = await openQ3(user);
    const mail = seeded.find((m) => m.subject === 'Q3 revenue report');
    if (!mail) throw new Error('no seeded Q3 mail');
    await user.click(within(pane).getByRole('button', { name: 'Reply' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveValue(mail.sender);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Q3 revenue report');
    const quoted = ((await within(dialog).findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement).value;
    expect(quoted).toMatch(new RegExp(`<p>On .+, ${mail.sender_name} wrote:</p><blockquote>.*Revenue up`));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply' })).not.toBeInTheDocument());
    await user.click(within(pane).getByRole('button', { name: 'Forward' }));
    dialog = await screen.findByRole('dialog', { name: 'Forward' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Fwd: Q3 revenue report');
    expect(((await within(dialog).findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement).value).toMatch(
      /Forwarded message.*Revenue up/,
    );
  });

  it('keyboard: Reply starts in the message above the quote, Forward on To; Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    const pane = await openQ3(user);
    const replyButton = within(pane).getByRole('button', { name: 'Reply' });
    act(() => replyButton.focus());
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Reply' });
    const body = (await within(dialog).findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
    await waitFor(() => expect(body).toHaveFocus());
    expect(body.selectionStart).toBe(0);
    // Typing goes straight in, before the attribution line and the quote.
    await user.keyboard('Thanks!');
    expect(body.value).toMatch(/^Thanks!<p><br><\/p><p>On .+ wrote:<\/p><blockquote>/);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(replyButton).toHaveFocus());

    const forwardButton = within(pane).getByRole('button', { name: 'Forward' });
    act(() => forwardButton.focus());
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Forward' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).not.toHaveFocus();
  });
});
