// RELIABILITY.md E1–E4 in a real browser: the /callback page of hosted sign-in, with a fake identity provider on
// page.route. E2 and the second E4 test need the build with hosted sign-in configured (E2E_AUTH_BASE, see the top
// of session-helpers.mjs); E1 also runs against it when it is given.
import { expect, settle, waitForApp } from './fixtures.mjs';
import { expectClean, goto, pathOf, requireRoutes, storage, waitForPath } from './flows.mjs';
import { AUTH_BASE, LOGIN, NEEDS_AUTH_BASE, openContext, sessionSnapshot, settledPath } from './session-helpers.mjs';

const OIDC = {
  authority: (process.env.E2E_OIDC_AUTHORITY || 'https://idp.tessera.test').replace(/\/$/, ''),
  clientId: process.env.E2E_OIDC_CLIENT_ID || 'tessera-e2e',
};

// ---------------------------------------------------------------------------------------------------------
// E1–E4: /callback

const b64url = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

/**
 * A fake OpenID provider on page.route: discovery, /authorize (redirects back to /callback, optionally
 * with a wrong state) and /token (an ID token carrying the nonce of the attempt). Signatures are not
 * checked by the browser client (the library validates claims; the back channel is trusted).
 */
async function fakeIdp(page, { wrongState = false } = {}) {
  const idp = { authorize: [], token: [], lastCallbackUrl: null };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  await page.route(
    (url) => url.origin === new URL(OIDC.authority).origin,
    async (route) => {
      const req = route.request();
      const url = new URL(req.url());
      if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      if (url.pathname.endsWith('/.well-known/openid-configuration')) {
        return route.fulfill({
          headers: cors,
          json: {
            issuer: OIDC.authority,
            authorization_endpoint: `${OIDC.authority}/authorize`,
            token_endpoint: `${OIDC.authority}/token`,
            jwks_uri: `${OIDC.authority}/jwks`,
            response_types_supported: ['code'],
            code_challenge_methods_supported: ['S256'],
          },
        });
      }
      if (url.pathname.endsWith('/authorize')) {
        const p = Object.fromEntries(url.searchParams);
        idp.authorize.push(p);
        const back = new URL(p.redirect_uri);
        back.searchParams.set('code', `code-${idp.authorize.length}`);
        back.searchParams.set('state', wrongState ? `${p.state}x` : p.state);
        idp.lastCallbackUrl = back.href;
        return route.fulfill({ status: 302, headers: { location: back.href } });
      }
      if (url.pathname.endsWith('/token')) {
        const body = new URLSearchParams(req.postData() ?? '');
        idp.token.push(Object.fromEntries(body));
        const attempt = idp.authorize.at(-1) ?? {};
        const now = Math.floor(Date.now() / 1000);
        const idToken = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({
          iss: OIDC.authority,
          sub: 'oidc|e2e-42',
          aud: OIDC.clientId,
          exp: now + 3600,
          iat: now,
          nonce: attempt.nonce,
          name: 'Olivia Idp',
          email: 'olivia@idp.tessera.test',
        })}.c2ln`;
        return route.fulfill({
          headers: cors,
          json: {
            access_token: 'opaque-access-token-e2e-0001',
            token_type: 'Bearer',
            expires_in: 3600,
            scope: 'openid profile email',
            id_token: idToken,
          },
        });
      }
      return route.fulfill({ status: 404, headers: cors, body: 'not found' });
    },
  );
  return idp;
}

/** Context for the hosted sign-in tests: no mock worker (requests to the IdP must be routable). */
async function oidcContext(t) {
  if (!AUTH_BASE) t.skip(`skipped: ${NEEDS_AUTH_BASE}`);
  return openContext(t, {
    base: AUTH_BASE,
    contextOptions: { serviceWorkers: 'block' },
    // Without the mock worker the app's own /api is absent; the start-up renewal may fail (only logged).
    allow: [/\/api\//],
    allowOrigins: [new URL(OIDC.authority).origin],
  });
}

async function startHostedSignIn(page, base, watcher, returnTo) {
  await goto(page, base, `${LOGIN}?to=${encodeURIComponent(returnTo)}`, watcher);
  await page.getByRole('button', { name: /single sign-on/i }).click();
}

async function callbackError(page) {
  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
  await alert.waitFor({ state: 'visible', timeout: 10000 });
  return alert;
}

const noSession = async (page) => sessionSnapshot(await storage(page));

const e = [
  {
    name: 'E1: /callback without parameters shows an error with a link to sign in; no crash',
    async run(t) {
      requireRoutes(t, '/callback', LOGIN);
      for (const base of [t.base, AUTH_BASE].filter(Boolean)) {
        const { page, watcher } = await openContext(t, { base });
        const landed = await settledPath(page, base, '/callback', watcher, { quietMs: 800 });
        expect(landed === '/callback', `ended at ${landed}`);
        const alert = await callbackError(page);
        const text = (await alert.innerText()).trim();
        expect(/sign-in|set up|nothing to complete/i.test(text), `unexpected callback message: ${text}`);
        const link = page.getByRole('link', { name: /back to login/i });
        expect((await link.getAttribute('href')) === LOGIN, 'no "Back to login" link to /pages/login');
        await link.click();
        await waitForPath(page, (p, u) => u.pathname === LOGIN, 'following the link');
        await page.locator('form input[type="password"]').waitFor({ state: 'visible', timeout: 5000 });
        expectClean(watcher, `E1 on ${base}`);
        t.log(`${base}: "${text.replace(/\s+/g, ' ').slice(0, 90)}"`);
      }
    },
  },
  {
    name: 'E2: code with an unknown or mismatched state is rejected; nothing stored; no token exchange',
    async run(t) {
      const { page, watcher } = await oidcContext(t);
      const idp = await fakeIdp(page, { wrongState: true });
      // (a) a forged callback URL with a state this browser never issued
      await settledPath(page, AUTH_BASE, '/callback?code=forged&state=never-issued', watcher, { quietMs: 800 });
      let alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `forged state: ${await alert.innerText()}`);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      expect((await noSession(page)).length === 0, 'session keys stored after a forged callback');
      // (b) a real attempt that comes back with a different state
      await startHostedSignIn(page, AUTH_BASE, watcher, '/pages/comingsoon');
      await waitForPath(page, (p, u) => u.pathname === '/callback', 'returning from the provider');
      alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `mismatched state: ${await alert.innerText()}`);
      expect(idp.authorize.length === 1, `${idp.authorize.length} authorization requests`);
      expect(idp.token.length === 0, `the code was exchanged ${idp.token.length} time(s) despite the wrong state`);
      expect((await noSession(page)).length === 0, `session keys stored: ${(await noSession(page)).join(', ')}`);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      await settle(page, watcher);
      expectClean(watcher, 'E2');
    },
  },
  {
    name: 'E3: error=access_denied with an HTML error_description is shown as text',
    async run(t) {
      requireRoutes(t, '/callback');
      const { page, watcher, dialogs } = await openContext(t);
      const payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>';
      const query = new URLSearchParams({ error: 'access_denied', error_description: payload });
      await settledPath(page, t.base, `/callback?${query}`, watcher, { quietMs: 800 });
      const alert = await callbackError(page);
      const text = await alert.innerText();
      expect(text.includes(payload), `the description is not shown as text: ${text.slice(0, 200)}`);
      expect(/refused/i.test(text), `no "refused" message: ${text.slice(0, 120)}`);
      expect((await alert.locator('img, script').count()) === 0, 'the description became markup');
      expect((await page.evaluate(() => window.__xss)) === undefined && !dialogs.length, 'the payload executed');
      expect(new URL(page.url()).search === '', `error parameters still in the URL: ${page.url()}`);
      expectClean(watcher, 'E3');
    },
  },
  {
    name: 'E4: a /callback URL with code/state is cleaned (replaceState) and a reload shows a friendly state, no loop',
    async run(t) {
      requireRoutes(t, '/callback');
      const { page, watcher } = await openContext(t);
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations += 1;
      });
      await settledPath(page, t.base, '/callback?code=abc&state=def', watcher, { quietMs: 800 });
      await callbackError(page);
      expect(new URL(page.url()).search === '', `code/state still in the URL: ${page.url()}`);
      const historyUrl = await page.evaluate(() => location.href);
      expect(!/code=|state=/.test(historyUrl), 'the history entry keeps code/state');
      navigations = 0;
      await page.reload({ waitUntil: 'load' });
      await waitForApp(page);
      await page.waitForTimeout(1500);
      await callbackError(page);
      expect(new URL(page.url()).pathname === '/callback', `reload ended at ${pathOf(page)}`);
      expect(navigations <= 2, `${navigations} navigations after one reload (loop?)`);
      expectClean(watcher, 'E4');
    },
  },
  {
    name: 'E4: successful hosted sign-in lands on the return path; Back/reload of /callback does not re-run or loop',
    async run(t) {
      const { page, watcher } = await oidcContext(t);
      const idp = await fakeIdp(page);
      const returnTo = '/pages/comingsoon';
      await startHostedSignIn(page, AUTH_BASE, watcher, returnTo);
      await waitForPath(page, (p) => p === returnTo, 'after the provider redirect');
      await waitForApp(page);
      const auth = idp.authorize[0] ?? {};
      expect(
        auth.response_type === 'code' && auth.code_challenge_method === 'S256' && auth.state && auth.nonce,
        `authorization request: ${JSON.stringify(auth)}`,
      );
      expect(idp.token.length === 1 && idp.token[0].code_verifier, `token exchange: ${JSON.stringify(idp.token)}`);
      const store = await storage(page);
      const user = JSON.parse(store.userInfo ?? '{}');
      expect(
        store.loggedIn === 'true' && user.providerId === 'oidc' && user.displayName === 'Olivia Idp',
        `stored session: ${JSON.stringify(user)}`,
      );
      const entries = await page.evaluate(() => history.length);

      // Back: never to a /callback URL carrying the used code.
      await page.goBack({ waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(!/code=/.test(page.url()), `Back went to ${page.url()}`);
      t.log(`history length ${entries}; Back went to ${pathOf(page)}`);

      // Reload of /callback (no parameters left): a friendly message, still signed in, nothing exchanged.
      let navigations = 0;
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations += 1;
      });
      await settledPath(page, AUTH_BASE, '/callback', watcher, { quietMs: 1500 });
      await callbackError(page);
      expect(navigations <= 2, `${navigations} navigations (loop?)`);
      // The old callback URL replayed (bookmark, history): the state was used up, nothing is exchanged again.
      await settledPath(page, AUTH_BASE, new URL(idp.lastCallbackUrl).pathname + new URL(idp.lastCallbackUrl).search, watcher, {
        quietMs: 1500,
      });
      const alert = await callbackError(page);
      expect(/invalid or has expired/i.test(await alert.innerText()), `replayed callback: ${await alert.innerText()}`);
      expect(idp.token.length === 1, `the code was exchanged ${idp.token.length} times`);
      expect((await storage(page)).loggedIn === 'true', 'a replayed callback ended the session');
      expectClean(watcher, 'E4 success');
    },
  },
];

export const tests = [...e];
