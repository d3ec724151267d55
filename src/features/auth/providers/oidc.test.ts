import { http, HttpResponse } from 'msw';
import { UserManager, type User } from 'oidc-client-ts';
import { server } from '@/mocks/node';
import { isAuthenticated, useSession } from '@/lib/session/session.store';
import { CallbackError, completeHostedSignIn, createAuthorizationRequest, validateIdTokenClaims, type OidcConfig } from './oidc';

const config: OidcConfig = { authority: 'https://idp.example', clientId: 'tessera-spa' };
const metadata = {
  issuer: 'https://idp.example',
  authorization_endpoint: 'https://idp.example/authorize',
  token_endpoint: 'https://idp.example/oauth/token',
  jwks_uri: 'https://idp.example/.well-known/jwks.json',
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
};

beforeEach(() => {
  server.use(http.get('https://idp.example/.well-known/openid-configuration', () => HttpResponse.json(metadata)));
  sessionStorage.clear();
});

describe('E5: the authorization request', () => {
  it('is code + PKCE S256 with a fresh state and nonce per attempt', async () => {
    const a = new URL(await createAuthorizationRequest(config, '/apps/email/inbox'));
    const b = new URL(await createAuthorizationRequest(config, '/'));
    for (const url of [a, b]) {
      expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('scope')).toBe('openid profile email');
      expect(url.searchParams.get('client_id')).toBe('tessera-spa');
      expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/callback`);
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
      expect(url.search).not.toMatch(/plain|token(?!_)|id_token/);
    }
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('nonce')).not.toBe(b.searchParams.get('nonce'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
  });
});

describe('E1/E2/E3: /callback inputs', () => {
  it('E1: no parameters -> a friendly "no-params" error', async () => {
    await expect(completeHostedSignIn('http://localhost/callback', config)).rejects.toMatchObject({ reason: 'no-params' });
  });

  it('E1: no provider configured -> "not-configured"', async () => {
    await expect(completeHostedSignIn('http://localhost/callback?code=a&state=b', null)).rejects.toMatchObject({
      reason: 'not-configured',
    });
  });

  it('E2: a code with an unknown state is rejected and nothing is stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(completeHostedSignIn('http://localhost/callback?code=abc&state=unknown-state', config)).rejects.toMatchObject({
      reason: 'invalid',
    });
    warn.mockRestore();
    expect(isAuthenticated(useSession.getState())).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('E3: a provider error keeps its description as plain data (rendered as text)', async () => {
    const url = `http://localhost/callback?error=access_denied&error_description=${encodeURIComponent('<img src=x onerror=alert(1)>')}&state=s`;
    const error = await completeHostedSignIn(url, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallbackError);
    expect(error).toMatchObject({ reason: 'provider', detail: '<img src=x onerror=alert(1)>' });
  });
});

describe('E6: ID token checks (library mocked)', () => {
  const now = Date.now();
  const good = {
    iss: 'https://idp.example',
    aud: 'tessera-spa',
    sub: 'google-oauth2|42',
    exp: Math.floor(now / 1000) + 600,
    name: 'Ann',
    email: 'ann@example.com',
  };

  function mockCallback(result: Partial<User> | Error) {
    return vi.spyOn(UserManager.prototype, 'signinCallback').mockImplementation(async () => {
      if (result instanceof Error) throw result;
      return {
        access_token: 'opaque-access-token',
        expires_at: Math.floor(now / 1000) + 600,
        state: { returnTo: '/apps/email/inbox?x=1#y' },
        ...result,
      } as User;
    });
  }

  afterEach(() => vi.restoreAllMocks());

  it('accepts a valid token and returns the saved target', async () => {
    mockCallback({ profile: good as User['profile'] });
    const result = await completeHostedSignIn('http://localhost/callback?code=ok&state=s1', config);
    expect(result.claims.sub).toBe('google-oauth2|42');
    expect(result.returnTo).toBe('/apps/email/inbox?x=1#y');
  });

  it('a returnTo that points off-site comes back as a same-origin path', async () => {
    mockCallback({ profile: good as User['profile'], state: { returnTo: 'https://evil.example' } });
    const result = await completeHostedSignIn('http://localhost/callback?code=ok&state=s2', config);
    expect(result.returnTo).toBe('/');
  });

  it.each([
    ['wrong iss', { ...good, iss: 'https://evil.example' }],
    ['wrong aud', { ...good, aud: 'someone-else' }],
    ['aud list without us', { ...good, aud: ['a', 'b'] }],
    ['several audiences and azp not us', { ...good, aud: ['tessera-spa', 'b'], azp: 'b' }],
    ['expired', { ...good, exp: Math.floor(now / 1000) - 5 }],
    ['no sub', { ...good, sub: '' }],
    ['exp missing', { ...good, exp: undefined }],
  ])('%s -> rejected; the user stays signed out', async (_name, profile) => {
    mockCallback({ profile: profile as unknown as User['profile'] });
    await expect(completeHostedSignIn(`http://localhost/callback?code=${_name.replace(/\s/g, '')}&state=s`, config)).rejects.toMatchObject({
      reason: 'invalid',
    });
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });

  it('wrong nonce (the library throws) -> rejected; signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockCallback(new Error('nonce in id_token does not match nonce in client storage'));
    await expect(completeHostedSignIn('http://localhost/callback?code=n&state=s', config)).rejects.toMatchObject({ reason: 'invalid' });
    expect(warn).toHaveBeenCalled();
    expect(isAuthenticated(useSession.getState())).toBe(false);
  });

  it('validateIdTokenClaims accepts a trailing slash on the issuer', () => {
    expect(validateIdTokenClaims({ ...good, iss: 'https://idp.example/' }, config).sub).toBe(good.sub);
  });
});
