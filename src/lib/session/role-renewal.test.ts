import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { refreshAccessToken } from '../api-client';
import { activeRole, SESSION_KEYS, useSession } from './session.store';

/** An unsigned JWT with a readable expiry (the client reads exp; the server checks signatures). */
function fakeJwt(name: string): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'none' })}.${enc({ sub: 'jwt|1', exp: Math.floor(Date.now() / 1000) + 3600, name })}.sig-${name}`;
}
const john = { uid: 1, displayName: 'John Doe', email: 'admin@admin.com', photoURL: '' };
const storedRole = () => JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}').userRole;

/** The refresh endpoint answers with this user and role; returns the token it serves. */
function refreshAnswers(userData: object): string {
  // Made once: a token made again a second later has another exp.
  const accessToken = fakeJwt('renewed');
  server.use(http.post('*/api/auth/refresh-token', () => HttpResponse.json({ userData, accessToken })));
  return accessToken;
}

describe('D2: a token renewal keeps the role the session has (SPEC §6: access starts from the stored role)', () => {
  it('downgrade: an admin viewing as editor stays editor after the renewal (the admin route stays denied)', async () => {
    useSession.getState().signIn({ userData: { ...john, userRole: 'admin' }, accessToken: fakeJwt('old') });
    useSession.getState().setRole('editor');
    const renewed = refreshAnswers({ ...john, userRole: 'admin' });
    await refreshAccessToken();
    expect(useSession.getState().token).toBe(renewed);
    expect(activeRole(useSession.getState())).toBe('editor');
    expect(storedRole()).toBe('editor');
  });

  it('upgrade: a role raised in storage is kept (cosmetic: the token the server trusts is unchanged)', async () => {
    useSession.getState().signIn({ userData: { ...john, userRole: 'editor' }, accessToken: fakeJwt('old') });
    localStorage.setItem(
      SESSION_KEYS.user,
      JSON.stringify({ ...JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}'), userRole: 'admin' }),
    );
    useSession.getState().hydrate();
    refreshAnswers({ ...john, userRole: 'editor' });
    await refreshAccessToken();
    expect(activeRole(useSession.getState())).toBe('admin');
  });

  it('an unknown stored role stays "no role" (never folded into the server role or the admin default)', async () => {
    useSession.getState().signIn({ userData: { ...john, userRole: 'admin' }, accessToken: fakeJwt('old') });
    localStorage.setItem(
      SESSION_KEYS.user,
      JSON.stringify({ ...JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}'), userRole: 'superadmin' }),
    );
    useSession.getState().hydrate();
    expect(activeRole(useSession.getState())).toBeNull();
    refreshAnswers({ ...john, userRole: 'admin' });
    await refreshAccessToken();
    expect(activeRole(useSession.getState())).toBeNull();
  });

  it("a renewal answering for another user takes that user's role", async () => {
    useSession.getState().signIn({ userData: { ...john, userRole: 'admin' }, accessToken: fakeJwt('old') });
    refreshAnswers({ uid: 2, displayName: 'Jane Roe', email: 'editor@editor.com', photoURL: '', userRole: 'editor' });
    await refreshAccessToken();
    expect(activeRole(useSession.getState())).toBe('editor');
  });

  it('a fresh sign-in still takes the role from the server', () => {
    useSession.getState().signIn({ userData: { ...john, userRole: 'admin' }, accessToken: fakeJwt('old') });
    useSession.getState().setRole('editor');
    useSession.getState().signIn({ userData: { ...john, userRole: 'admin' }, accessToken: fakeJwt('login') });
    expect(activeRole(useSession.getState())).toBe('admin');
  });
});
