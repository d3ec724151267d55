import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { fail } from '@/mocks/http';
import { useSession } from '@/lib/session/session.store';
import { renderRoute } from '@/test/render-route';

function countRequests(pathname: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) calls.push(request.method);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

const chatsList = () => within(screen.getByRole('region', { name: 'Chats' }));
const contactsList = () => within(screen.getByRole('region', { name: 'Contacts' }));
/** The page chunk loads lazily; the first look waits longer. */
const pageReady = () => screen.findByRole('region', { name: 'Chats' }, { timeout: 12000 });

describe('chat page', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('shows the Start conversation state and the seeded chats, pinned first', async () => {
    await renderRoute('/apps/chat');
    await pageReady();
    expect(await screen.findByRole('button', { name: 'Start conversation' })).toBeInTheDocument();
    await waitFor(() => expect(chatsList().getAllByRole('button')).toHaveLength(2));
    const names = chatsList()
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    expect(names[0]).toContain('Felecia Rower');
    expect(names[1]).toContain('Adalberto Granzin');
    expect(chatsList().getByText('3 unread messages')).toBeInTheDocument();
  });

  it('renders hostile messages as text and links only https (F5); opening marks the chat seen', async () => {
    const user = userEvent.setup();
    const seen = countRequests('/api/apps/chat/mark-all-seen/');
    const { container } = await renderRoute('/apps/chat');
    await pageReady();
    await user.click(await chatsList().findByRole('button', { name: /Adalberto Granzin/ }));
    const log = await screen.findByRole('region', { name: 'Conversation with Adalberto Granzin' });
    expect(within(log).getByText('It shows this in the preview: <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(log).getByText('And the link field says javascript:alert(1)')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(log).queryAllByRole('link')).toHaveLength(0);
    expect(within(log).getByText('Unread messages')).toBeInTheDocument();
    await waitFor(() => expect(seen.calls).toHaveLength(1));
    await waitFor(() => expect(chatsList().queryByText('3 unread messages')).toBeNull());
    seen.stop();

    await user.click(chatsList().getByRole('button', { name: /Felecia Rower/ }));
    const other = await screen.findByRole('region', { name: 'Conversation with Felecia Rower' });
    const link = await within(other).findByRole('link', { name: 'https://ok.example/releases' });
    expect(link).toHaveAttribute('href', 'https://ok.example/releases');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('sends a message to a contact without a chat, which creates it and moves it into Chats (I2)', async () => {
    const user = userEvent.setup();
    const sends = countRequests('/api/apps/chat/msg');
    await renderRoute('/apps/chat');
    await pageReady();
    await user.click(await contactsList().findByRole('button', { name: /Joaquina Weisenborn/ }));
    expect(chatsList().queryByRole('button', { name: /Joaquina/ })).toBeNull();
    const box = await screen.findByRole('textbox', { name: 'Message to Joaquina Weisenborn' });
    // Picking a contact puts the cursor in the composer.
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'Hello there{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('Hello there\nsecond line');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    const log = screen.getByRole('region', { name: 'Conversation with Joaquina Weisenborn' });
    expect(await within(log).findByText(/Hello there/)).toBeInTheDocument();
    await waitFor(() => expect(chatsList().getByRole('button', { name: /Joaquina Weisenborn/ })).toBeInTheDocument());
    await waitFor(() => expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument());
    expect(await screen.findByText('Message sent to Joaquina Weisenborn')).toBeInTheDocument();
    expect(sends.calls).toEqual(['POST']);
    sends.stop();
  });

  it('Enter on empty or whitespace text sends nothing', async () => {
    const user = userEvent.setup();
    const sends = countRequests('/api/apps/chat/msg');
    await renderRoute('/apps/chat?contact=1');
    const box = await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }, { timeout: 12000 });
    await user.click(box);
    await user.keyboard('{Enter}');
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 50));
    expect(sends.calls).toHaveLength(0);
    sends.stop();
  });

  it('a failed send rolls back, keeps the text and shows a toast', async () => {
    server.use(http.post('*/api/apps/chat/msg', () => fail(500, 'boom')));
    const user = userEvent.setup();
    await renderRoute('/apps/chat?contact=1');
    const box = await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }, { timeout: 12000 });
    await user.type(box, 'Will this arrive?{Enter}');
    expect(await screen.findByText(/wasn't sent/)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('Will this arrive?'));
    const log = screen.getByRole('region', { name: 'Conversation with Felecia Rower' });
    expect(within(log).queryByText('Will this arrive?')).toBeNull();
  });

  it('Retry on a failed send sends the kept text once and empties the box', async () => {
    let fails = 1;
    const sends = countRequests('/api/apps/chat/msg');
    server.use(http.post('*/api/apps/chat/msg', () => (fails-- > 0 ? fail(500, 'boom') : undefined)));
    const user = userEvent.setup();
    await renderRoute('/apps/chat?contact=1');
    const box = await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }, { timeout: 12000 });
    await user.type(box, 'Second try{Enter}');
    await waitFor(() => expect(box).toHaveValue('Second try'));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const log = screen.getByRole('region', { name: 'Conversation with Felecia Rower' });
    expect(await within(log).findByText('Second try')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(within(log).getAllByRole('img', { name: 'Sent' }).length).toBeGreaterThan(0));
    expect(sends.calls).toEqual(['POST', 'POST']);
    sends.stop();
  });

  it('each conversation keeps its own unsent text when switching contacts', async () => {
    const user = userEvent.setup();
    // Drafts are kept per signed-in user.
    await renderRoute('/apps/chat?contact=1', { signedInAs: 'admin' });
    await pageReady();
    await user.type(await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }), 'Draft for Felecia');
    await user.click(chatsList().getByRole('button', { name: /Adalberto Granzin/ }));
    const other = await screen.findByRole('textbox', { name: 'Message to Adalberto Granzin' });
    expect(other).toHaveValue('');
    await user.type(other, 'Draft for Adalberto');
    await user.click(chatsList().getByRole('button', { name: /Felecia Rower/ }));
    expect(await screen.findByRole('textbox', { name: 'Message to Felecia Rower' })).toHaveValue('Draft for Felecia');
    await user.click(chatsList().getByRole('button', { name: /Adalberto Granzin/ }));
    const back = await screen.findByRole('textbox', { name: 'Message to Adalberto Granzin' });
    expect(back).toHaveValue('Draft for Adalberto');
    // Sending clears that draft for good.
    await user.keyboard('{Enter}');
    await user.click(chatsList().getByRole('button', { name: /Felecia Rower/ }));
    await user.click(chatsList().getByRole('button', { name: /Adalberto Granzin/ }));
    expect(await screen.findByRole('textbox', { name: 'Message to Adalberto Granzin' })).toHaveValue('');
  });

  it('pin toggle reorders the Chats list at once', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/chat?contact=2');
    await pageReady();
    await waitFor(() => expect(chatsList().getAllByRole('button')[0]?.textContent).toContain('Felecia'));
    const pin = await screen.findByRole('button', { name: 'Pin conversation' });
    await waitFor(() => expect(pin).toBeEnabled());
    await user.click(pin);
    expect(await screen.findByRole('button', { name: 'Unpin conversation' })).toHaveAttribute('aria-pressed', 'true');
    expect(chatsList().getAllByLabelText('Pinned')).toHaveLength(2);
    await user.click(chatsList().getByRole('button', { name: /Felecia Rower/ }));
    await user.click(await screen.findByRole('button', { name: 'Unpin conversation' }));
    await waitFor(() => expect(chatsList().getAllByRole('button')[0]?.textContent).toContain('Adalberto'));
    expect(chatsList().getAllByLabelText('Pinned')).toHaveLength(1);
  });

  it('saves about and status from the own profile drawer to the stored user', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/chat');
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Open your profile' }));
    const about = await screen.findByRole('textbox', { name: 'About' });
    await user.clear(about);
    await user.paste('x'.repeat(130));
    expect(about).toHaveValue('x'.repeat(120));
    expect(screen.getByText('120/120')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Away' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useSession.getState().user).toMatchObject({ about: 'x'.repeat(120), status: 'away' }));
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ status: 'away' });
  });

  it('on a phone the list is a drawer that closes after picking a contact', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    await renderRoute('/apps/chat');
    await user.click(await screen.findByRole('button', { name: 'Start conversation' }, { timeout: 12000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Chats' });
    // Opened to start a chat: the search field takes focus (not the own-profile button), so typing a name works.
    await waitFor(() => expect(within(drawer).getByRole('searchbox', { name: 'Search contacts' })).toHaveFocus());
    const chats = await within(drawer).findByRole('region', { name: 'Chats' });
    await user.click(await within(chats).findByRole('button', { name: /Felecia Rower/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chats' })).toBeNull());
    expect(await screen.findByRole('region', { name: 'Conversation with Felecia Rower' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message to Felecia Rower' })).toHaveFocus());
  });
});
