import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import { SEED_NOW } from '@/mocks/random';
import {
  commentRequestSchema,
  followRequestSchema,
  likeRequestSchema,
  POSTS_PAGE_SIZE,
  starRequestSchema,
  voteRequestSchema,
  type PostComment,
} from '../api/profile.contract';
import { changePasswordRequestSchema, saveSettingsRequestSchema } from '../api/account-settings.contract';
import { ME, posts, profile, settings } from './profile.seed';

const id = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);

export const handlers = [
  http.get(api('pages/profile'), () => ok(profile.get())),

  http.get(api('pages/profile/posts'), ({ request }) => {
    const page = Math.max(1, Math.min(100, Number(new URL(request.url).searchParams.get('page')) || 1));
    const all = posts.all();
    const slice = all.slice((page - 1) * POSTS_PAGE_SIZE, page * POSTS_PAGE_SIZE);
    return ok({ posts: slice, nextPage: page * POSTS_PAGE_SIZE < all.length ? page + 1 : null });
  }),

  http.post(api('pages/profile/posts/:id/like'), async ({ request, params }) => {
    const body = likeRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'liked must be a boolean');
    const post = posts.find(id(params.id) ?? -1);
    if (!post) return fail(404, 'Not found');
    if (post.liked === body.data.liked) return ok({ id: post.id, liked: post.liked, likes: post.likes });
    const likes = Math.max(0, post.likes + (body.data.liked ? 1 : -1));
    const likers = body.data.liked ? [ME, ...post.likers.filter((p) => p.id !== ME.id)] : post.likers.filter((p) => p.id !== ME.id);
    posts.update(post.id, { liked: body.data.liked, likes, likers });
    return ok({ id: post.id, liked: body.data.liked, likes });
  }),

  http.post(api('pages/profile/posts/:id/comments'), async ({ request, params }) => {
    const body = commentRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid comment');
    const post = posts.find(id(params.id) ?? -1);
    if (!post) return fail(404, 'Not found');
    const comment: PostComment = {
      id: post.comments.reduce((max, c) => Math.max(max, c.id), post.id * 100) + 1,
      author: ME,
      text: body.data.text,
      time: new Date(Math.max(Date.now(), SEED_NOW)).toISOString(),
    };
    posts.update(post.id, { comments: [...post.comments, comment] });
    return ok(comment, 201);
  }),

  http.post(api('pages/profile/poll/vote'), async ({ request }) => {
    const body = voteRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'optionId is required');
    const current = profile.get();
    const poll = current.poll;
    if (!poll.options.some((o) => o.id === body.data.optionId)) return fail(404, 'Not found');
    if (poll.voted !== null) return fail(409, 'Already voted');
    const next = {
      ...poll,
      voted: body.data.optionId,
      options: poll.options.map((o) => (o.id === body.data.optionId ? { ...o, votes: o.votes + 1 } : o)),
      voters: [ME, ...poll.voters],
    };
    profile.set({ ...current, poll: next });
    return ok(next);
  }),

  http.post(api('pages/profile/suggestions/:id/follow'), async ({ request, params }) => {
    const body = followRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'following must be a boolean');
    const current = profile.get();
    const target = current.suggestions.find((s) => s.id === id(params.id));
    if (!target) return fail(404, 'Not found');
    profile.set({ ...current, suggestions: current.suggestions.map((s) => (s === target ? { ...s, following: body.data.following } : s)) });
    return ok({ id: target.id, following: body.data.following });
  }),

  http.post(api('pages/profile/pages/:id/star'), async ({ request, params }) => {
    const body = starRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'starred must be a boolean');
    const current = profile.get();
    const target = current.suggestedPages.find((p) => p.id === id(params.id));
    if (!target) return fail(404, 'Not found');
    profile.set({
      ...current,
      suggestedPages: current.suggestedPages.map((p) => (p === target ? { ...p, starred: body.data.starred } : p)),
    });
    return ok({ id: target.id, starred: body.data.starred });
  }),

  http.get(api('pages/account-settings'), () => ok(settings.get())),

  http.post(api('pages/account-settings'), async ({ request }) => {
    const body = saveSettingsRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid settings');
    const next = { ...settings.get(), [body.data.section]: body.data.data };
    settings.set(next);
    return ok(next);
  }),

  http.post(api('pages/account-settings/password'), async ({ request }) => {
    const body = changePasswordRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid password');
    if (body.data.oldPassword === body.data.newPassword) return fail(400, 'New password must differ from the old one');
    return ok({ ok: true as const });
  }),
];
