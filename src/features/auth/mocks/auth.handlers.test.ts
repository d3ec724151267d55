import { loginUsers } from './auth.seed';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('auth mock handlers (SPEC §7)', () => {
  it('login: demo admin gets userData + accessToken; a wrong password is 200 {error}', async () => {
    const good = await (await post('login', { email: 'admin@admin.com', password: 'adminadmin' })).json();
    expect(good.userData).toMatchObject({ email: 'admin@admin.com', userRole: 'admin' });
    expect(good.accessToken.split('.')).toHaveLength(3);
    const bad = await post('login', { email: 'admin@admin.com', password: 'nope' });
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ error: 'Email Or Password Invalid' });
    expect(await (await post('login', 'junk')).json()).toEqual({ error: 'Something went wrong' });
  });

  it('K10: register: duplicate email (any case) and empty name are field errors', async () => {
    const res = await (await post('register', { displayName: '  ', email: 'ADMIN@admin.com', password: 'secret1' })).json();
    expect(res).toEqual({ error: { email: 'This email is already in use.', displayName: 'Please enter your name.' } });
  });

  it('refresh: a forged token is 401 "Invalid access token"', async () => {
    const res = await post('refresh-token', { accessToken: 'aaaa.bbbb.cccc' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid access token' });
  });

  it('social: creates the demo user once; a social account has no password to log in with', async () => {
    const profile = { id: 'google-demo-user', name: 'Demo User', email: 'demo.google@tessera.dev' };
    const first = await (await post('social', { provider: 'google', profile })).json();
    const second = await (await post('social', { provider: 'google', profile })).json();
    expect(first.userData.uid).toBe(second.userData.uid);
    expect(loginUsers.all().filter((u) => u.email === 'demo.google@tessera.dev')).toHaveLength(1);
    expect(await (await post('login', { email: 'demo.google@tessera.dev', password: '' })).json()).toEqual({
      error: 'Email Or Password Invalid',
    });
    expect((await post('social', { provider: 'myspace', profile })).status).toBe(400);
  });
});
