import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { metaSchema } from '../api/email.contract';
import { seedMails, XSS_MAIL_SUBJECT } from '../mocks/email.seed';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const seeded = seedMails();
const unreadInbox = seeded.filter((m) => m.mailFolder === 'inbox' && m.unread).length;
const list = () => screen.findByRole('list', { name: 'Mails' });
const row = async (subject: string) => {
  const item = (await within(await list()).findByText(subject)).closest('li');
  if (!item) throw new Error(`no row ${subject}`);
  return item;
};
const inboxBadge = () => screen.getAllByTestId('badge-inbox')[0];
const meta = async () => metaSchema.parse(await (await fetch('http://localhost/api/apps/email/meta')).json());

describe('email app', { timeout: 40_000 }, () => {
  it('redirects /apps/email to the inbox with folders, unread badge and mails', async () => {
    const { router } = await renderRoute('/apps/email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/inbox'));
    await row('Q3 revenue report');
    await waitFor(() => expect(inboxBadge()).toHaveTextContent(String(unreadInbox)));
    expect(screen.getAllByRole('link', { name: /Spam/ }).length).toBeGreaterThan(0);
  });

  it('opening an unread mail shows it, marks it read and the inbox badge drops', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await waitFor(() => expect(inboxBadge()).toHaveTextContent(String(unreadInbox)));
    await user.click(within(await row('Q3 revenue report')).getByRole('button', { name: 'Q3 revenue report' }));
    const pane = await screen.findByRole('region', { name: 'Q3 revenue report' });
    expect(within(pane).getByText(/Revenue up/)).toBeInTheDocument();
    expect(within(pane).getByText('q3-revenue.pdf')).toBeInTheDocument();
    await waitFor(() => expect(inboxBadge()).toHaveTextContent(String(unreadInbox - 1)));
    expect((await meta()).unreadMails.folder.inbox).toBe(unreadInbox - 1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Q3 revenue report' })).not.toBeInTheDocument());
  });

  it('expands a thread and steps to the next mail', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await user.click(within(await row('Onboarding screens ready for review')).getByText('Onboarding screens ready for review'));
    const pane = await screen.findByRole('region', { name: 'Onboarding screens ready for review' });
    await user.click(within(pane).getByRole('button', { name: '2 earlier messages' }));
    expect(within(pane).getAllByRole('article')).toHaveLength(3);
    await user.click(within(pane).getByRole('button', { name: 'Next mail' }));
    expect(await screen.findByRole('region', { name: 'Sprint planning moved to Tuesday' })).toBeInTheDocument();
  });

  it('renders the hostile mail with no script, handlers, forms or javascript: links (F1)', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await user.click(within(await row(XSS_MAIL_SUBJECT)).getByText(XSS_MAIL_SUBJECT));
    const pane = await screen.findByRole('region', { name: XSS_MAIL_SUBJECT });
    expect(within(pane).getByText(/please review the attached statement/)).toBeInTheDocument();
    const body = pane.querySelector('.mail-body') as HTMLElement;
    expect(body.querySelector('script, iframe, form, input, button, object, embed, meta, base, svg, math, noscript, style')).toBeNull();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
      }
    }
    for (const el of Array.from(body.querySelectorAll('*'))) expect(el.getAttribute('style')).toBeNull();
    for (const a of Array.from(body.querySelectorAll('a[href]'))) expect(a.getAttribute('href')).toMatch(/^(https?|mailto):/);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('labels three selected mails at once; meta counts change and the selection clears', async () => {
    const user = userEvent.setup();
    const before = await meta();
    await renderRoute('/apps/email/inbox');
    const subjects = ['Q3 revenue report', 'Onboarding screens ready for review', 'Sprint planning moved to Tuesday'];
    for (const s of subjects) await user.click(within(await row(s)).getByRole('checkbox', { name: 'Select' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Label' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Private' }));
    await waitFor(() => expect(screen.queryByText('3 selected')).not.toBeInTheDocument());
    expect(await screen.findByText('Label “Private” added')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('aria-checked', 'false');
    expect((await meta()).unreadMails.label.private).toBe(before.unreadMails.label.private + 3);
  });

  it('keyboard: Compose opens on To and Escape returns focus to Compose; a toolbar action leaves focus on Select all', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await list();
    const compose = screen.getAllByRole('button', { name: 'Compose' })[0] as HTMLElement;
    act(() => compose.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(compose).toHaveFocus());

    await user.click(within(await row('Q3 revenue report')).getByRole('checkbox', { name: 'Select' }));
    const markUnread = screen.getByRole('button', { name: 'Mark as unread' });
    act(() => markUnread.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Marked as unread')).toBeInTheDocument();
    await waitFor(() => expect(markUnread).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
  });

  it('moves selected mails to trash with Undo', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await user.click(within(await row('Lunch on Friday?')).getByRole('checkbox', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.queryByText('Lunch on Friday?')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await row('Lunch on Friday?')).toBeInTheDocument();
  });

  it('a failing star rolls back and says so (I9)', async () => {
    server.use(http.post('*/api/apps/email/set-starred', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    const star = within(await row('Sprint planning moved to Tuesday')).getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText(/That didn't work/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Sprint planning moved to Tuesday').closest('li') as HTMLElement).getByRole('button', { name: 'Star' }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
    // The star is its own control: it never opens the mail.
    expect(screen.queryByRole('region', { name: 'Sprint planning moved to Tuesday' })).not.toBeInTheDocument();
  });

  it('compose validates recipients, keeps everything when sending fails (I12), then sends into Sent', async () => {
    let fail = true;
    server.use(http.post('*/api/apps/email/send', () => (fail ? HttpResponse.json({ error: 'x' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/email/inbox');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Compose' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const to = within(dialog).getByRole('textbox', { name: /^To/ });
    await user.type(to, 'not-an-address');
    await user.tab();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check this address: not-an-address');
    await user.clear(to);
    await user.type(to, 'ana.souza@brisa.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Weekend');
    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(body, 'A long message that must survive a server error.');
    const file = new File(['x'.repeat(2048)], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByTestId('compose-files'), file);
    expect(within(dialog).getByText('notes.txt')).toBeInTheDocument();
    expect(within(dialog).getByText('2 KB')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Couldn't send the message/)).toBeInTheDocument();
    expect(to).toHaveValue('ana.souza@brisa.example');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Weekend');
    expect(body).toHaveValue('A long message that must survive a server error.');
    expect(within(dialog).getByText('notes.txt')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('link', { name: 'Sent' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/sent'));
    expect(await row('Weekend')).toBeInTheDocument();
  });

  it('closing compose with content asks, and can save a draft', async () => {
    const user = userEvent.setup();
    const drafts = (await meta()).draftMails;
    await renderRoute('/apps/email/inbox');
    await list();
    await user.click(screen.getAllByRole('button', { name: 'Compose' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half-written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('badge-draft')[0]).toHaveTextContent(String(drafts + 1)));
  });

  it('an opened draft closes without asking while unchanged, and asks once it is edited (nothing typed is lost)', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/draft');
    const openDraft = async () => {
      await user.click(within(await row('Q3 follow-up')).getByRole('button', { name: /Q3 follow-up/ }));
      const dialog = await screen.findByRole('dialog', { name: /message|draft/i });
      expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Q3 follow-up');
      return dialog;
    };
    let dialog = await openDraft();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDraft();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), ' (v2)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard this message?' })).toBeInTheDocument();
  });

  it('keyboard shortcuts: j moves, x selects, s stars, Enter opens, Esc closes', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await row('Q3 revenue report');
    await user.keyboard('j');
    const second = (await row('Onboarding screens ready for review')) as HTMLElement;
    // The row's subject is its button: j moves focus (and the single tab stop) to it.
    const opener = within(second).getByRole('button', { name: 'Onboarding screens ready for review' });
    expect(opener).toHaveFocus();
    await waitFor(() => expect(opener).toHaveAttribute('tabindex', '0'));
    await user.keyboard('{ArrowUp}');
    expect(within(await row('Q3 revenue report')).getByRole('button', { name: 'Q3 revenue report' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(opener).toHaveFocus();
    await user.keyboard('x');
    expect(within(second).getByRole('checkbox', { name: 'Select' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('s');
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('{Enter}');
    const pane = await screen.findByRole('region', { name: 'Onboarding screens ready for review' });
    // The pane covers the list: focus moves into it (its subject), and Esc brings it back to the row.
    await waitFor(() => expect(within(pane).getByRole('heading', { name: 'Onboarding screens ready for review' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Onboarding screens ready for review' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Onboarding screens ready for review' })).toHaveFocus());
  });

  it('a ?mail= link opens the mail and marks it read', async () => {
    const xss = seeded.find((m) => m.subject === XSS_MAIL_SUBJECT);
    await renderRoute(`/apps/email/inbox?mail=${xss?.id}`);
    expect(await screen.findByRole('region', { name: XSS_MAIL_SUBJECT })).toBeInTheDocument();
    await waitFor(() => expect(inboxBadge()).toHaveTextContent(String(unreadInbox - 1)));
  });

  it('the folders drawer closes when a folder link is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/apps/email/inbox');
    await user.click(await screen.findByRole('button', { name: 'Open mail folders' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mail folders' });
    await user.click(within(drawer).getByRole('link', { name: 'Sent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/sent'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mail folders' })).not.toBeInTheDocument());
  });

  it('shows an empty folder message', async () => {
    server.use(http.get('*/api/apps/email/mails', () => HttpResponse.json([])));
    await renderRoute('/apps/email/private');
    expect(await screen.findByText('No mails here')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and Retry recovers', async () => {
    let calls = 0;
    server.use(http.get('*/api/apps/email/mails', () => (++calls <= 2 ? HttpResponse.json({ error: 'x' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await row('Q3 revenue report')).toBeInTheDocument();
  });
});
