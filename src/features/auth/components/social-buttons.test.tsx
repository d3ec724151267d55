import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { SocialButtons } from './social-buttons';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, warning: vi.fn(), success: vi.fn() } }));

beforeAll(() => loadNamespaces(['auth']));

describe('E8: social sign-in failures', () => {
  it('a blocked popup -> danger toast "Error" with the message for 2500 ms; the button is usable again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onSignedIn = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SocialButtons blocked={() => false} onSignedIn={onSignedIn} />
      </I18nextProvider>,
    );
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    await userEvent.setup().click(google);
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(toastError).toHaveBeenCalledWith(
      'Error',
      expect.objectContaining({ description: expect.stringMatching(/blocked/i), duration: 2500 }),
    );
    expect(open).toHaveBeenCalledWith('/demo-provider.html?provider=google', expect.any(String), expect.any(String));
    expect(google).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('signed in already -> the attempt is refused before any window opens', async () => {
    const open = vi.spyOn(window, 'open');
    render(
      <I18nextProvider i18n={i18n}>
        <SocialButtons blocked={() => true} onSignedIn={vi.fn()} />
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
