import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

configure({ asyncUtilTimeout: 8000 });

describe('/pages/forgot-password focus', () => {
  it('moves focus to the "check your inbox" message, and back to the email field on "Use a different email"', async () => {
    await renderRoute('/pages/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'ann@example.com{Enter}');
    await screen.findByRole('heading', { name: 'Check your inbox' });
    // Keyboard users keep their place: the form they were in is gone, the message takes focus (not <body>).
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('ann@example.com');
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Use a different email' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const email = await screen.findByLabelText(/^email/i);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('ann@example.com');
  });
});
