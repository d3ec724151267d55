import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { changeLocale } from '@/lib/i18n';
import { isAuthenticated, SESSION_KEYS, useSession } from '@/lib/session/session.store';

// Lazy route chunks load slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

function countRequests() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  const emailInput = await screen.findByLabelText(/^email/i);
  const passwordInput = screen.getByLabelText(/^password/i);
  await user.clear(emailInput);
  await user.type(emailInput, email);
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  return { user, emailInput, passwordInput };
}

describe('/pages/login', () => {
  it('signs in with the demo admin and lands on the "to" target', async () => {
    const { router } = await renderRoute('/pages/login?to=/pages/comingsoon');
    const { user } = await fillLogin('admin@admin.com', 'adminadmin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/comingsoon'));
    expect(isAuthenticated(useSession.getState())).toBe(true);
    expect(useSession.getState().user?.userRole).toBe('admin');
    expect(localStorage.getItem(SESSION_KEYS.flag)).toBe('true');
  });

  it('D3: an off-site "to" lands on the root, never off-site', async () => {
    const { router } = await renderRoute('/pages/login?to=https://evil.example/x');
    const { user } = await fillLogin('editor@editor.com', 'editoreditor');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/pages/login'));
    expect(router.state.location.pathname.startsWith('/')).toBe(true);
    expect(router.state.location.pathname).not.toContain('evil');
  });

  it('the demo panel fills the editor account', async () => {
    await renderRoute('/pages/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use the Editor account' }));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('editor@editor.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('editoreditor');
  });

  it('a wrong password keeps the email, clears the password and shows the message inline', async () => {
    await renderRoute('/pages/login');
    const { user, emailInput, passwordInput } = await fillLogin('admin@admin.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByText('Email Or Password Invalid', { selector: '[data-slot="alert-description"]' });
    expect(alert).toBeInTheDocument();
    expect(emailInput).toHaveValue('admin@admin.com');
    expect(passwordInput).toHaveValue('');
    await waitFor(() => expect(passwordInput).toHaveFocus());
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });

  it('a server error or an outage keeps the password for a retry (only wrong credentials clear it)', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));
    await renderRoute('/pages/login');
    const { user, emailInput, passwordInput } = await fillLogin('admin@admin.com', 'adminadmin');
    await user.keyboard('{Enter}');
    const alert = await screen.findByText('The server had a problem. Please try again.', { selector: '[data-slot="alert-description"]' });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(emailInput).toHaveValue('admin@admin.com');
    expect(passwordInput).toHaveValue('adminadmin');
    await waitFor(() => expect(passwordInput).toHaveFocus());
  });

  it('the show-password toggle keeps its name and reports its state with aria-pressed', async () => {
    await renderRoute('/pages/login');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    const passwordInput = screen.getByLabelText(/^password/i);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await user.keyboard(' ');
    expect(passwordInput).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Show password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(passwordInput).toHaveAttribute('type', 'password');
  });

  it('B6: a 401 from login is "Wrong Email or Password" with no refresh attempt', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    await renderRoute('/pages/login');
    const { user, emailInput } = await fillLogin('admin@admin.com', 'whatever1');
    const requests = countRequests();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong Email or Password', { selector: '[data-slot="alert-description"]' })).toBeInTheDocument();
    requests.stop();
    expect(requests.paths).toEqual(['/api/auth/login']);
    expect(emailInput).toHaveValue('admin@admin.com');
  });

  it('a response without userData is "Wrong Email or Password"', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ accessToken: 'x'.repeat(20) })));
    await renderRoute('/pages/login');
    const { user } = await fillLogin('admin@admin.com', 'adminadmin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong Email or Password', { selector: '[data-slot="alert-description"]' })).toBeInTheDocument();
  });

  it('a token that cannot be read shows the error code and a pointer to the console', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({
          userData: { uid: 1, displayName: 'John', email: 'admin@admin.com', photoURL: '' },
          accessToken: 'not-a-jwt-token-at-all',
        }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderRoute('/pages/login');
    const { user } = await fillLogin('admin@admin.com', 'adminadmin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/TOKEN_PARSE.*console/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0])).not.toContain('not-a-jwt-token-at-all');
    warn.mockRestore();
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });

  it('validates on blur and focuses the first invalid field on submit', async () => {
    await renderRoute('/pages/login');
    const { user, emailInput } = await fillLogin('not-an-email', '123');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toHaveAttribute('role', 'alert');
    const requests = countRequests();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(emailInput).toHaveFocus());
    requests.stop();
    expect(requests.paths).toEqual([]);
  });

  it('E9: signed in, the page says "You are already logged in!" and does not sign in again', async () => {
    await renderRoute('/pages/login', { signedInAs: 'editor' });
    expect(await screen.findByText('You are already logged in!', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    const tokenBefore = useSession.getState().token;
    const requests = countRequests();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getAllByText('You are already logged in!').length).toBeGreaterThan(1));
    requests.stop();
    expect(requests.paths).toEqual([]);
    expect(useSession.getState().token).toBe(tokenBefore);
  });

  it('A9: when storage refuses the session, it says so and carries on in memory', async () => {
    await renderRoute('/pages/login?to=/pages/comingsoon');
    const { user } = await fillLogin('admin@admin.com', 'adminadmin');
    const original = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (Object.values(SESSION_KEYS).includes(key as never)) throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Couldn't save your session; you'll be signed out when you close this tab.")).toBeInTheDocument();
    spy.mockRestore();
    expect(isAuthenticated(useSession.getState())).toBe(true);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('/pages/register', () => {
  async function fillRegister(name: string, email: string, password = 'secret1', confirm = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^full name/i), name);
    await user.type(screen.getByLabelText(/^email/i), email);
    await user.type(screen.getByLabelText(/^password/i), password);
    await user.type(screen.getByLabelText(/^confirm password/i), confirm);
    return user;
  }

  it('keeps Sign up disabled until the terms are accepted', async () => {
    await renderRoute('/pages/register');
    await fillRegister('Ann Lee', 'ann@example.com');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
  });

  it('a password over 10 characters is kept as typed and explained, never silently cut', async () => {
    await renderRoute('/pages/register');
    const user = await fillRegister('Ann Lee', 'ann@example.com', 'secret-12345');
    await user.tab();
    expect(screen.getByLabelText(/^password/i)).toHaveValue('secret-12345');
    expect(await screen.findByText('Password must be 6 to 10 characters.')).toBeInTheDocument();
  });

  it("goes on to the login page's ?to= target after signing up, and keeps it on the way back to login", async () => {
    const { router } = await renderRoute('/pages/register?to=/pages/comingsoon');
    expect(await screen.findByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      `/pages/login?to=${encodeURIComponent('/pages/comingsoon')}`,
    );
    const user = await fillRegister('Bea Cruz', 'bea@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/comingsoon'));
  });

  it("a generic failure from the API is shown in the reader's language, and what was typed stays", async () => {
    server.use(http.post('*/api/auth/register', () => HttpResponse.json({ error: 'Something went wrong' })));
    try {
      await renderRoute('/pages/register');
      await screen.findByRole('heading', { level: 1 });
      await act(() => changeLocale('de'));
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^vollständiger name/i), 'Ann Lee');
      await user.type(screen.getByLabelText(/^e-mail/i), 'ann@example.com');
      await user.type(screen.getByLabelText(/^passwort\*?$/i), 'secret1');
      await user.type(screen.getByLabelText(/^passwort bestätigen/i), 'secret1');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(await screen.findByText('Etwas ist schiefgelaufen', { selector: '[data-slot="alert-description"]' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^vollständiger name/i)).toHaveValue('Ann Lee');
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('mismatched passwords show the SPEC message', async () => {
    await renderRoute('/pages/register');
    const user = await fillRegister('Ann Lee', 'ann@example.com', 'secret1', 'secret2');
    await user.tab();
    expect(await screen.findByText("Password doesn't match. Please try again.")).toBeInTheDocument();
  });

  it('registers, signs in and goes home; registering the same email again shows "This email is already in use."', async () => {
    const first = await renderRoute('/pages/register');
    let user = await fillRegister('Ann Lee', 'ann@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(first.router.state.location.pathname).not.toBe('/pages/register'));
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(useSession.getState().user?.displayName).toBe('Ann Lee');
    first.unmount();

    useSession.getState().signOut();
    await renderRoute('/pages/register');
    user = await fillRegister('Ann Again', 'ANN@example.com');
    await user.click(screen.getByRole('checkbox'));
    const requests = countRequests();
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await user.dblClick(submit);
    const error = await screen.findByText('This email is already in use.', { selector: '[data-slot="field-error"]' });
    requests.stop();
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^full name/i)).toHaveValue('Ann Again');
    expect(requests.paths.filter((p) => p === '/api/auth/register')).toHaveLength(1);
  });
});

describe('other auth pages', () => {
  it('forgot password validates, then shows the "check your inbox" state', async () => {
    await renderRoute('/pages/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recover password' }));
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email/i), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/ann@example.com/)).toBeInTheDocument();
  });

  it('reset password needs matching passwords, then goes to login', async () => {
    const { router } = await renderRoute('/pages/reset-password', { signedInAs: 'editor' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'ann@example.com');
    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription('At least 6 characters.');
    await user.type(screen.getByLabelText(/^new password/i), 'secret12');
    await user.type(screen.getByLabelText(/^confirm password/i), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Password doesn't match. Please try again.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^confirm password/i));
    await user.type(screen.getByLabelText(/^confirm password/i), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
  });

  it('lock screen shows the user, rejects a wrong password and unlocks back to the last page', async () => {
    const { router } = await renderRoute('/pages/lock-screen?to=/pages/comingsoon', { signedInAs: 'editor' });
    expect(await screen.findByText('Jane Roe')).toBeInTheDocument();
    expect(screen.getByText('Not Jane Roe?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^password/i), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText("That password isn't right. Please try again.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^password/i), 'editoreditor');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/comingsoon'));
  });
});

describe('/pages/lock-screen', () => {
  it('opened from the menu (no ?to=), unlocking goes back to the page before it', async () => {
    const { router } = await renderRoute('/pages/comingsoon', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/pages/lock-screen'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^password/i), 'editoreditor');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/comingsoon'));
  });

  it('a server error keeps the password and says so in an alert', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));
    await renderRoute('/pages/lock-screen', { signedInAs: 'editor' });
    const user = userEvent.setup();
    const input = await screen.findByLabelText(/^password/i);
    await user.type(input, 'editoreditor');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    expect(input).toHaveValue('editoreditor');
  });
});

describe('D. guards with the auth pages', () => {
  it('an editor may open /pages/maintenance (rule editor)', async () => {
    const { router } = await renderRoute('/pages/maintenance', { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/maintenance');
  });

  it('A4: an unknown stored role (no role) is sent to /pages/not-authorized', async () => {
    await renderRoute('/pages/comingsoon', { signedInAs: 'editor' });
    const user = useSession.getState().user;
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, userRole: 'superadmin' }));
    useSession.getState().hydrate();
    expect(useSession.getState().user?.userRole).toBeNull();
    const { router } = await renderRoute('/pages/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/not-authorized'));
  });

  it('the auth pages are in the menu registry under Authentication; /callback is not searchable', async () => {
    const { routes } = await import('../auth.routes');
    const callback = routes.find((r) => r.path === '/callback');
    expect(callback && 'searchable' in callback && callback.searchable).toBe(false);
    expect(callback && 'menu' in callback && callback.menu).toBeFalsy();
    expect(routes.filter((r) => 'menu' in r && r.menu?.group === 'authentication').map((r) => r.path)).toEqual([
      '/pages/login',
      '/pages/register',
      '/pages/forgot-password',
      '/pages/reset-password',
      '/pages/lock-screen',
    ]);
    expect(within(document.body).queryByText('x')).toBeNull();
  });
});

describe('E. /callback without a configured provider', () => {
  it('E1: no parameters -> an error state with a link to sign in', async () => {
    await renderRoute('/callback');
    expect(await screen.findByRole('heading', { name: 'Sign-in could not be completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/pages/login');
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });

  it('E3: error_description is rendered as text, never HTML', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await renderRoute(`/callback?error=access_denied&error_description=${encodeURIComponent(payload)}`);
    expect(await screen.findByText(payload, { exact: false })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
