import { configure, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { isAuthenticated, useSession } from '@/lib/session/session.store';
import { CallbackError, type HostedSignIn } from '../providers/oidc';

configure({ asyncUtilTimeout: 8000 });

const complete = vi.hoisted(() => vi.fn<(url: string) => Promise<HostedSignIn>>());
vi.mock('../providers/oidc', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../providers/oidc')>()),
  completeHostedSignIn: complete,
}));

describe('/callback (hosted sign-in return)', () => {
  it('E4: success stores the profile, leaves /callback (code and state gone) and goes to the saved target', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    complete.mockResolvedValue({
      user: { access_token: 'opaque-token-value', expires_at: exp } as HostedSignIn['user'],
      claims: { iss: 'https://idp.example', aud: 'x', sub: 'google-oauth2|42', exp, name: 'Ann Lee', email: 'ann@example.com' },
      returnTo: '/pages/comingsoon',
    });
    const { router } = await renderRoute('/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/comingsoon'));
    expect(router.state.location.search).toBe('');
    expect(complete).toHaveBeenCalledWith(expect.stringContaining('/callback?code=abc&state=xyz'));
    const s = useSession.getState();
    expect(isAuthenticated(s)).toBe(true);
    expect(s.user).toMatchObject({
      displayName: 'Ann Lee',
      email: 'ann@example.com',
      providerId: 'google-oauth2',
      uid: 'google-oauth2|42',
    });
    expect(s.expiry).toBe(exp * 1000);
    // The history entry of /callback?code=… was replaced, so Back or reload cannot replay the code.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('E2: a rejected response shows "Sign-in could not be completed" and stores nothing', async () => {
    complete.mockRejectedValue(new CallbackError('invalid'));
    await renderRoute('/callback?code=abc&state=unknown');
    expect(await screen.findByRole('heading', { name: 'Sign-in could not be completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    expect(isAuthenticated(useSession.getState())).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
