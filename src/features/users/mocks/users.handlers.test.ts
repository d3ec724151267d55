import { managedUserSchema, usersResponseSchema } from '../api/users.contract';
import { XSS_USER_ID } from './users.seed';

const BASE = 'http://localhost/api/user-management/users';
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('user-management handlers', () => {
  it('lists the 50 seeded users 268..317, reversed', async () => {
    const res = await fetch(BASE);
    expect(res.status).toBe(200);
    const users = usersResponseSchema.parse(await res.json());
    expect(users).toHaveLength(50);
    expect(users[0]?.id).toBe(317);
    expect(users.at(-1)?.id).toBe(268);
  });

  it('is deterministic and carries the F6 payload as plain data', async () => {
    const a = await (await fetch(BASE)).json();
    const b = await (await fetch(BASE)).json();
    expect(a).toEqual(b);
    const xss = (a as { id: number; website: string; name: string }[]).find((u) => u.id === XSS_USER_ID);
    expect(xss?.website).toBe('javascript:alert(1)');
    expect(xss?.name).toContain('<img');
  });

  it('gets one user, or 404 for unknown and malformed ids', async () => {
    const res = await fetch(`${BASE}/268`);
    expect(res.status).toBe(200);
    expect(managedUserSchema.parse(await res.json()).id).toBe(268);
    for (const bad of ['999999', '-1', 'abc', '..%2F..', 'x'.repeat(5000), '%3Cscript%3E', '0', '268.5']) {
      expect((await fetch(`${BASE}/${bad}`)).status, bad).toBe(404);
    }
  });

  it('deletes once; the second delete is 404 (I11)', async () => {
    expect((await fetch(`${BASE}/270`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${BASE}/270`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${BASE}/270`)).status).toBe(404);
    const list = usersResponseSchema.parse(await (await fetch(BASE)).json());
    expect(list.some((u) => u.id === 270)).toBe(false);
  });

  it('re-creates a deleted user with 201 and its old id, 409 when it exists, 400 on bad bodies', async () => {
    const user = managedUserSchema.parse(await (await fetch(`${BASE}/300`)).json());
    await fetch(`${BASE}/300`, { method: 'DELETE' });
    const created = await fetch(`${BASE}/`, json({ user }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 300 });
    const list = usersResponseSchema.parse(await (await fetch(BASE)).json());
    expect(list.map((u) => u.id).indexOf(300)).toBe(17);
    expect((await fetch(`${BASE}/`, json({ user }))).status).toBe(409);
    expect((await fetch(`${BASE}/`, json({ user: { id: 1 } }))).status).toBe(400);
  });

  it('updates a user and answers the updated record; 404 when gone; 400 on bad bodies', async () => {
    const res = await fetch(`${BASE}/268`, json({ user: { email: 'new@example.com', status: 'blocked' } }));
    expect(res.status).toBe(200);
    const user = managedUserSchema.parse(await res.json());
    expect(user).toMatchObject({ id: 268, email: 'new@example.com', status: 'blocked' });
    expect(managedUserSchema.parse(await (await fetch(`${BASE}/268`)).json()).email).toBe('new@example.com');
    expect((await fetch(`${BASE}/268`, json({ user: { status: 'nope' } }))).status).toBe(400);
    expect((await fetch(`${BASE}/999999`, json({ user: { name: 'x' } }))).status).toBe(404);
  });
});
