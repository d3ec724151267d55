import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { completeHostedSignIn, createAuthorizationRequest, type OidcConfig } from './oidc';

/**
 * The whole hosted sign-in with the real oidc-client-ts (only the provider is faked): the state the
 * authorization request leaves in sessionStorage must be one that /callback can complete (E4).
 */
const config: OidcConfig = { authority: 'https://idp.example', clientId: 'tessera-spa' };
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

function fakeProvider() {
  const exchanges: URLSearchParams[] = [];
  let nonce = '';
  server.use(
    http.get('https://idp.example/.well-known/openid-configuration', () =>
      HttpResponse.json({
        issuer: 'https://idp.example',
        authorization_endpoint: 'https://idp.example/authorize',
        token_endpoint: 'https://idp.example/oauth/token',
        jwks_uri: 'https://idp.example/.well-known/jwks.json',
        response_types_supported: ['code'],
      }),
    ),
    http.post('https://idp.example/oauth/token', async ({ request }) => {
      exchanges.push(new URLSearchParams(await request.text()));
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: 'https://idp.example',
        aud: 'tessera-spa',
        sub: 'idp|7',
        exp: now + 600,
        iat: now,
        nonce,
        name: 'Ann Lee',
        email: 'ann@example.com',
      };
      return HttpResponse.json({
        access_token: 'opaque-access-token',
        token_type: 'Bearer',
        expires_in: 600,
        id_token: `${b64url({ alg: 'RS256' })}.${b64url(claims)}.c2ln`,
      });
    }),
  );
  return {
    exchanges,
    setNonce: (value: string) => {
      nonce = value;
    },
  };
}

beforeEach(() => sessionStorage.clear());

describe('hosted sign-in round trip (real library, fake provider)', () => {
  it('E4: the callback of our own authorization request completes with the saved target', async () => {
    const idp = fakeProvider();
    const authorize = new URL(await createAuthorizationRequest(config, '/apps/email/inbox?x=1#y'));
    idp.setNonce(authorize.searchParams.get('nonce') ?? '');
    const state = authorize.searchParams.get('state') ?? '';
    const result = await completeHostedSignIn(`${window.location.origin}/callback?code=the-code&state=${state}`, config);
    expect(result.claims).toMatchObject({ sub: 'idp|7', name: 'Ann Lee' });
    expect(result.user.access_token).toBe('opaque-access-token');
    expect(result.returnTo).toBe('/apps/email/inbox?x=1#y');
    expect(idp.exchanges).toHaveLength(1);
    expect(idp.exchanges[0]?.get('code')).toBe('the-code');
    expect(idp.exchanges[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it('E4: the same callback URL a second time (reload, Back) is rejected without a second code exchange', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const idp = fakeProvider();
    const authorize = new URL(await createAuthorizationRequest(config, '/'));
    idp.setNonce(authorize.searchParams.get('nonce') ?? '');
    const url = `${window.location.origin}/callback?code=once&state=${authorize.searchParams.get('state')}`;
    await completeHostedSignIn(url, config);
    // A different URL string (the in-flight cache is per URL); same code and state.
    await expect(completeHostedSignIn(`${url}&again=1`, config)).rejects.toMatchObject({ reason: 'invalid' });
    warn.mockRestore();
    expect(idp.exchanges).toHaveLength(1);
  });
});
