import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet, refreshFails } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../chat.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

const find = { timeout: 10_000 };

// Without data TanStack Query drops the error while a Retry refetches: the skeleton used to replace the focused
// Retry button, and keyboard focus fell to <body>.
describe('chat when a first load fails', { timeout: 60_000 }, () => {
  it.each([
    ['conversation list', '/api/apps/chat/chat-contacts', '/apps/chat', "Couldn't load your conversations", 1280],
    ['conversation', '/api/apps/chat/chats', '/apps/chat?contact=1', "Couldn't load this conversation", 1280],
    ['contacts on phones', '/api/apps/chat/contacts', '/apps/chat', "Couldn't load your contacts", 390],
  ])(
    '%s: a Retry from the error state keeps its place and the keyboard focus while the new attempt runs',
    async (_, api, route, text, width) => {
      window.innerWidth = width;
      const user = userEvent.setup();
      failGet(api, { delayMs: 300 });
      await renderRoute(route, { signedInAs: 'admin' });
      await expectRetryKeepsItsPlace(user, text);
    },
  );

  it('conversation: a failed refresh keeps the messages and the typed draft, under a notice with Retry', async () => {
    window.innerWidth = 1280;
    const user = userEvent.setup();
    const { queryClient } = await renderRoute('/apps/chat?contact=1', { signedInAs: 'admin' });
    const log = await screen.findByRole('region', { name: 'Conversation with Felecia Rower' }, find);
    await waitFor(() => expect(log.textContent).not.toBe(''), find);
    const messages = log.textContent;
    const box = await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }, find);
    await user.type(box, 'Draft kept');
    expect(await refreshFails(queryClient, '/api/apps/chat/chats')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation with Felecia Rower' })).toHaveTextContent(messages ?? '');
    expect(within(document.body).getByRole('textbox', { name: 'Message to Felecia Rower' })).toHaveValue('Draft kept');
  });
});
