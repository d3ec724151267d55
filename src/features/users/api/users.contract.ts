import { z } from 'zod';

/**
 * SPEC §7 user-management calls. SPEC lists no write call besides DELETE, so two are added here:
 * - POST /api/user-management/users/{id} {user}: updates the record, replies with the updated user (404 when gone).
 * - POST /api/user-management/users/ {user}: re-creates a deleted user under its old id (Undo), 201 {id}; 409 if the id is taken.
 */
export const USERS_PATHS = {
  list: '/api/user-management/users',
  create: '/api/user-management/users/',
  one: (id: number | string) => `/api/user-management/users/${encodeURIComponent(String(id))}`,
} as const;

export const USER_ROLES = ['admin', 'staff', 'user'] as const;
export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
export const DEPARTMENTS = ['sales', 'development', 'management'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
export const PERMISSION_MODULES = ['users', 'posts', 'comments'] as const;
export const PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export const LANGUAGES = ['English', 'Spanish', 'French', 'Russian', 'German', 'Arabic', 'Sanskrit', 'Portuguese'] as const;

export type UserStatus = (typeof USER_STATUSES)[number];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const text = (max = 200) => z.string().max(max);
/** Avatars are bundled paths or a locally uploaded raster image (data URL, ≤ ~800 kB). */
const AVATAR_MAX_CHARS = 1_100_000;

const permissionSchema = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean(), delete: z.boolean() });

export const managedUserSchema = z.object({
  id: z.number().int().positive(),
  username: text(),
  avatar: z.string().max(AVATAR_MAX_CHARS),
  email: text(320),
  name: text(),
  dob: text(40),
  gender: z.enum(GENDERS),
  country: text(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  is_verified: z.boolean(),
  department: z.enum(DEPARTMENTS),
  company: text(),
  mobile: text(40),
  website: text(2048),
  languages_known: z.array(text(60)).max(20),
  contact_options: z.array(z.enum(CONTACT_OPTIONS)).max(3),
  location: z.object({
    add_line_1: text(),
    add_line_2: text(),
    post_code: text(20),
    city: text(),
    state: text(),
    country: text(),
  }),
  social_links: z.object({
    twitter: text(2048),
    facebook: text(2048),
    instagram: text(2048),
    github: text(2048),
    codepen: text(2048),
    slack: text(2048),
  }),
  permissions: z.object({ users: permissionSchema, posts: permissionSchema, comments: permissionSchema }),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const usersResponseSchema = z.array(managedUserSchema);
export const userUpdateRequestSchema = z.object({ user: managedUserSchema.omit({ id: true }).partial() });
export const userCreateRequestSchema = z.object({ user: managedUserSchema });
export const userCreatedSchema = z.object({ id: z.number() });
export const deletedSchema = z.unknown();

/** A path id is a positive integer of reasonable size; anything else can only be "not found". */
export function parseUserId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
