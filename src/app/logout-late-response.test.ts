import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/mocks/node';
import { request } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_KEYS, useSession } from '@/lib/session/session.store';
import { signOut } from '@/lib/session/sign-out';

function fakeJwt(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'jwt|1', exp: expSeconds })}.sig`;
}
const secrets = z.object({ owner: z.string(), items: z.array(z.string()) });

describe('C7: logout with requests in flight', () => {
  it('C7: double logout while a list is loading -> the late answer fills neither the cache nor storage', async () => {
    let answered = 0;
    server.use(
      http.get('*/api/test/private-list', async () => {
        await delay(80);
        answered += 1;
        return HttpResponse.json({ owner: 'John Doe', items: ['secret'] });
      }),
    );
    const client = createQueryClient();
    useSession
      .getState()
      .signIn({ userData: { uid: 1, displayName: 'John Doe', email: 'admin@admin.com', photoURL: '' }, accessToken: fakeJwt() });
    const pending = client
      .fetchQuery({ queryKey: ['private-list'], queryFn: ({ signal }) => request('/api/test/private-list', { schema: secrets, signal }) })
      .then(
        () => 'resolved',
        () => 'rejected',
      );
    await delay(10);
    signOut(client);
    signOut(client);
    expect(await pending).toBe('rejected');
    await delay(120);
    expect(client.getQueryData(['private-list'])).toBeUndefined();
    expect(client.getQueryCache().findAll()).toHaveLength(0);
    expect(Object.values(SESSION_KEYS).map((k) => localStorage.getItem(k))).toEqual([null, null, null, null]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
    expect(answered).toBeLessThanOrEqual(1);
  });

  it('C7: a mutation that answers after logout does not sign anyone back in', async () => {
    server.use(
      http.post('*/api/test/slow-save', async () => {
        await delay(60);
        return HttpResponse.json({ owner: 'John Doe', items: [] });
      }),
    );
    const client = createQueryClient();
    useSession
      .getState()
      .signIn({ userData: { uid: 1, displayName: 'John Doe', email: 'admin@admin.com', photoURL: '' }, accessToken: fakeJwt() });
    const save = request('/api/test/slow-save', { method: 'POST', body: { a: 1 }, schema: secrets }).catch(() => null);
    await delay(10);
    signOut(client);
    await save;
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.flag)).toBeNull();
  });
});
