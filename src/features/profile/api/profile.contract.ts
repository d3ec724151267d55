import { z } from 'zod';

export const PROFILE_PATHS = {
  profile: '/api/pages/profile',
  posts: '/api/pages/profile/posts',
  like: (id: number) => `/api/pages/profile/posts/${id}/like`,
  comments: (id: number) => `/api/pages/profile/posts/${id}/comments`,
  vote: '/api/pages/profile/poll/vote',
  follow: (id: number) => `/api/pages/profile/suggestions/${id}/follow`,
  star: (id: number) => `/api/pages/profile/pages/${id}/star`,
} as const;
export const POSTS_PAGE_SIZE = 3;
export const MAX_COMMENT = 500;

const personSchema = z.object({ id: z.number(), name: z.string(), avatar: z.string() });
export type Person = z.infer<typeof personSchema>;

export const commentSchema = z.object({ id: z.number(), author: personSchema, text: z.string(), time: z.string() });
export type PostComment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  id: z.number(),
  author: personSchema,
  time: z.string(),
  text: z.string(),
  media: z.array(z.object({ kind: z.enum(['image', 'video']), src: z.string(), alt: z.string() })),
  liked: z.boolean(),
  likes: z.number().int().min(0),
  likers: z.array(personSchema),
  comments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;
export const postsPageSchema = z.object({ posts: z.array(postSchema), nextPage: z.number().nullable() });
export type PostsPage = z.infer<typeof postsPageSchema>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'linkedin', 'slack'] as const;

export const profileSchema = z.object({
  user: z.object({
    name: z.string(),
    role: z.string(),
    avatar: z.string(),
    cover: z.string(),
    bio: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
    socials: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  }),
  suggestedPages: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), avatar: z.string(), starred: z.boolean() })),
  feeds: z.array(
    z.object({
      id: z.number(),
      author: z.string(),
      handle: z.string(),
      avatar: z.string(),
      verified: z.boolean(),
      text: z.string(),
      tags: z.array(z.string()),
      time: z.string(),
    }),
  ),
  photos: z.array(z.object({ id: z.number(), src: z.string(), alt: z.string() })),
  // Defaults to none, so a profile stored by an older build still reads.
  videos: z.array(z.object({ id: z.number(), src: z.string(), alt: z.string() })).default([]),
  suggestions: z.array(z.object({ id: z.number(), name: z.string(), avatar: z.string(), mutual: z.number(), following: z.boolean() })),
  poll: z.object({
    question: z.string(),
    options: z.array(z.object({ id: z.number(), label: z.string(), votes: z.number().int().min(0) })),
    voted: z.number().nullable(),
    voters: z.array(personSchema),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const likeRequestSchema = z.object({ liked: z.boolean() });
export const likeResponseSchema = z.object({ id: z.number(), liked: z.boolean(), likes: z.number() });
export const commentRequestSchema = z.object({
  text: z.string().trim().min(1, 'Comment is empty').max(MAX_COMMENT, 'Comment is too long'),
});
export const voteRequestSchema = z.object({ optionId: z.number().int() });
export const pollSchema = profileSchema.shape.poll;
export const followRequestSchema = z.object({ following: z.boolean() });
export const followResponseSchema = z.object({ id: z.number(), following: z.boolean() });
export const starRequestSchema = z.object({ starred: z.boolean() });
export const starResponseSchema = z.object({ id: z.number(), starred: z.boolean() });
