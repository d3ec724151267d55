import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

configure({ asyncUtilTimeout: 8000 });

describe("a new sign-in attempt retires the last one's message", () => {
  it('lock screen: an empty retry after a wrong password shows only "enter your password"', async () => {
    await renderRoute('/pages/lock-screen', { signedInAs: 'editor' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^password/i), 'nope-nope{Enter}');
    expect(await screen.findByText("That password isn't right. Please try again.")).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.queryByText("That password isn't right. Please try again.")).toBeNull();
  });

  it('login: an invalid retry after wrong credentials shows only the field errors', async () => {
    await renderRoute('/pages/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^email/i);
    const password = screen.getByLabelText(/^password/i);
    await user.clear(email);
    await user.type(email, 'admin@admin.com');
    await user.clear(password);
    await user.type(password, 'wrong-password{Enter}');
    await waitFor(() => expect(document.getElementById('login-form-error')).not.toBeNull());
    // The password was cleared: Enter again fails validation and must not keep the server's message.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(document.getElementById('login-form-error')).toBeNull();
  });
});
