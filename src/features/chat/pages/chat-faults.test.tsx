import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

const NO_PERMISSION = "You don't have permission to do that.";

// The mock-API panel's forced status for /api/apps/chat.
describe('chat page under API faults', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('a 403 on load says which list failed and why, each with Retry', async () => {
    server.use(
      http.get('*/api/apps/chat/chat-contacts', () => fail(403, 'Forbidden')),
      http.get('*/api/apps/chat/contacts', () => fail(403, 'Forbidden')),
    );
    await renderRoute('/apps/chat');
    const alertOf = (text: string) => screen.getByText(text).closest('[role="alert"]') as HTMLElement;
    await screen.findByText("Couldn't load your conversations", {}, { timeout: 12000 });
    for (const list of ['conversations', 'contacts']) {
      const alert = alertOf(`Couldn't load your ${list}`);
      expect(within(alert).getByText(NO_PERMISSION)).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    }
  });

  it('a 403 on send keeps the text and says it is a permission problem', async () => {
    server.use(http.post('*/api/apps/chat/msg', () => fail(403, 'Forbidden')));
    const user = userEvent.setup();
    await renderRoute('/apps/chat?contact=1');
    const box = await screen.findByRole('textbox', { name: 'Message to Felecia Rower' }, { timeout: 12000 });
    await user.type(box, 'Kept text{Enter}');
    expect(await screen.findByText(/wasn't sent/)).toBeInTheDocument();
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('Kept text'));
  });

  it('on phones (lists in a closed drawer) a failed load shows in the main pane with Retry', async () => {
    window.innerWidth = 390;
    let calls = 0;
    server.use(
      http.get('*/api/apps/chat/contacts', () => {
        calls += 1;
        return fail(500, 'down');
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/apps/chat');
    const alert = (await screen.findByText("Couldn't load your contacts", {}, { timeout: 12000 })).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull();
    const before = calls;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});
