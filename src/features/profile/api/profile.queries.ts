import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import {
  commentSchema,
  followResponseSchema,
  likeResponseSchema,
  pollSchema,
  PROFILE_PATHS,
  postsPageSchema,
  profileSchema,
  starResponseSchema,
  type Post,
  type PostsPage,
  type Profile,
} from './profile.contract';

const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'profile'] as const,
  posts: ['profile', 'posts'] as const,
};

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => request(PROFILE_PATHS.profile, { schema: profileSchema, signal }),
  });
}

export function usePosts() {
  return useInfiniteQuery({
    queryKey: profileKeys.posts,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => request(PROFILE_PATHS.posts, { query: { page: pageParam }, schema: postsPageSchema, signal }),
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

type PostsCache = InfiniteData<PostsPage, number>;
function patchPost(qc: QueryClient, id: number, fn: (p: Post) => Post) {
  qc.setQueryData<PostsCache>(profileKeys.posts, (data) =>
    data ? { ...data, pages: data.pages.map((pg) => ({ ...pg, posts: pg.posts.map((p) => (p.id === id ? fn(p) : p)) })) } : data,
  );
}

/** Optimistic like toggle; rolls back on failure. */
export function useToggleLike(me: { id: number; name: string; avatar: string } | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
      request(PROFILE_PATHS.like(id), { method: 'POST', body: { liked }, schema: likeResponseSchema }),
    onMutate: async ({ id, liked }) => {
      await qc.cancelQueries({ queryKey: profileKeys.posts });
      const snap = qc.getQueryData<PostsCache>(profileKeys.posts);
      patchPost(qc, id, (p) => ({
        ...p,
        liked,
        likes: Math.max(0, p.likes + (liked ? 1 : -1)),
        likers: me ? (liked ? [me, ...p.likers.filter((l) => l.id !== me.id)] : p.likers.filter((l) => l.id !== me.id)) : p.likers,
      }));
      return { snap };
    },
    onSuccess: (res) => patchPost(qc, res.id, (p) => ({ ...p, liked: res.liked, likes: res.likes })),
    onError: (_e, _v, ctx) => ctx && qc.setQueryData(profileKeys.posts, ctx.snap),
  });
}

export function useAddComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      request(PROFILE_PATHS.comments(id), { method: 'POST', body: { text }, schema: commentSchema }),
    onSuccess: (comment, { id }) => patchPost(qc, id, (p) => ({ ...p, comments: [...p.comments, comment] })),
  });
}

function patchProfile(qc: QueryClient, fn: (p: Profile) => Profile) {
  qc.setQueryData<Profile>(profileKeys.profile, (p) => (p ? fn(p) : p));
}

export function useVote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) => request(PROFILE_PATHS.vote, { method: 'POST', body: { optionId }, schema: pollSchema }),
    onSuccess: (poll) => patchProfile(qc, (p) => ({ ...p, poll })),
  });
}

export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, following }: { id: number; following: boolean }) =>
      request(PROFILE_PATHS.follow(id), { method: 'POST', body: { following }, schema: followResponseSchema }),
    onMutate: async ({ id, following }) => {
      await qc.cancelQueries({ queryKey: profileKeys.profile });
      const snap = qc.getQueryData<Profile>(profileKeys.profile);
      patchProfile(qc, (p) => ({ ...p, suggestions: p.suggestions.map((s) => (s.id === id ? { ...s, following } : s)) }));
      return { snap };
    },
    onError: (_e, _v, ctx) => ctx && qc.setQueryData(profileKeys.profile, ctx.snap),
  });
}

export function useStarPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, starred }: { id: number; starred: boolean }) =>
      request(PROFILE_PATHS.star(id), { method: 'POST', body: { starred }, schema: starResponseSchema }),
    onMutate: async ({ id, starred }) => {
      await qc.cancelQueries({ queryKey: profileKeys.profile });
      const snap = qc.getQueryData<Profile>(profileKeys.profile);
      patchProfile(qc, (p) => ({ ...p, suggestedPages: p.suggestedPages.map((s) => (s.id === id ? { ...s, starred } : s)) }));
      return { snap };
    },
    onError: (_e, _v, ctx) => ctx && qc.setQueryData(profileKeys.profile, ctx.snap),
  });
}
