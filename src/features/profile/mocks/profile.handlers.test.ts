import { postsPageSchema, profileSchema } from '../api/profile.contract';
import { settingsSchema } from '../api/account-settings.contract';

const base = 'http://localhost/api/pages';
const post = (path: string, body: unknown) =>
  fetch(`${base}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const getJson = async (path: string) => {
  const res = await fetch(`${base}/${path}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('profile mock API', () => {
  it('serves a deterministic profile and paged posts', async () => {
    const p = profileSchema.parse(await getJson('profile'));
    expect(p.photos).toHaveLength(9);
    expect(p.user.avatar).toMatch(/^\/images\/avatars\/avatar-\d+\.svg$/);
    const page1 = postsPageSchema.parse(await getJson('profile/posts'));
    expect(page1.posts).toHaveLength(3);
    expect(page1.nextPage).toBe(2);
    const page3 = postsPageSchema.parse(await getJson('profile/posts?page=3'));
    expect(page3.nextPage).toBeNull();
    expect(postsPageSchema.parse(await getJson('profile/posts')).posts[0]).toEqual(page1.posts[0]);
  });

  it('likes and unlikes a post idempotently', async () => {
    const first = postsPageSchema.parse(await getJson('profile/posts')).posts[0]!;
    expect(first.liked).toBe(false);
    let res = await (await post(`profile/posts/${first.id}/like`, { liked: true })).json();
    expect(res).toEqual({ id: first.id, liked: true, likes: first.likes + 1 });
    res = await (await post(`profile/posts/${first.id}/like`, { liked: true })).json();
    expect(res.likes).toBe(first.likes + 1);
    res = await (await post(`profile/posts/${first.id}/like`, { liked: false })).json();
    expect(res.likes).toBe(first.likes);
    expect((await post(`profile/posts/${first.id}/like`, { liked: 'yes' })).status).toBe(400);
    expect((await post('profile/posts/999/like', { liked: true })).status).toBe(404);
  });

  it('adds trimmed comments and refuses empty or oversize ones', async () => {
    const res = await post('profile/posts/1/comments', { text: '  <img src=x onerror=alert(1)>  ' });
    expect(res.status).toBe(201);
    expect((await res.json()).text).toBe('<img src=x onerror=alert(1)>');
    expect((await post('profile/posts/1/comments', { text: '   ' })).status).toBe(400);
    expect((await post('profile/posts/1/comments', { text: 'x'.repeat(501) })).status).toBe(400);
    expect((await post('profile/posts/77/comments', { text: 'hi' })).status).toBe(404);
  });

  it('votes once, follows and stars', async () => {
    const res = await post('profile/poll/vote', { optionId: 3 });
    expect(res.status).toBe(200);
    const poll = await res.json();
    expect(poll.voted).toBe(3);
    expect(poll.options.find((o: { id: number }) => o.id === 3).votes).toBe(13);
    expect((await post('profile/poll/vote', { optionId: 2 })).status).toBe(409);
    expect((await post('profile/suggestions/11/follow', { following: true })).status).toBe(200);
    expect((await post('profile/pages/1/star', { starred: true })).status).toBe(200);
    const p = profileSchema.parse(await getJson('profile'));
    expect(p.suggestions.find((s) => s.id === 11)?.following).toBe(true);
    expect(p.suggestedPages.find((s) => s.id === 1)?.starred).toBe(true);
    expect((await post('profile/pages/99/star', { starred: true })).status).toBe(404);
  });
});

describe('account settings mock API', () => {
  it('saves one section and keeps the others', async () => {
    const before = settingsSchema.parse(await getJson('account-settings'));
    const res = await post('account-settings', { section: 'social', data: { ...before.social, github: 'https://github.com/me' } });
    expect(res.status).toBe(200);
    const after = settingsSchema.parse(await getJson('account-settings'));
    expect(after.social.github).toBe('https://github.com/me');
    expect(after.general).toEqual(before.general);
  });

  it('refuses bad URLs, unknown sections and avatars that are not JPG/PNG/GIF data', async () => {
    const s = settingsSchema.parse(await getJson('account-settings'));
    expect((await post('account-settings', { section: 'social', data: { ...s.social, github: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await post('account-settings', { section: 'nope', data: {} })).status).toBe(400);
    expect(
      (await post('account-settings', { section: 'general', data: { ...s.general, avatar: 'data:image/svg+xml,<svg onload=alert(1)>' } }))
        .status,
    ).toBe(400);
  });

  it('changes the password only with a strong new one', async () => {
    expect((await post('account-settings/password', { oldPassword: 'old', newPassword: 'weak' })).status).toBe(400);
    expect((await post('account-settings/password', { oldPassword: 'old', newPassword: 'Str0ngPass' })).status).toBe(200);
  });
});
