import { z } from 'zod';

export const SETTINGS_PATHS = {
  settings: '/api/pages/account-settings',
  password: '/api/pages/account-settings/password',
} as const;

export const MAX_AVATAR_BYTES = 800 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const COUNTRIES = ['us', 'uk', 'de', 'fr', 'pt', 'br', 'ca', 'in'] as const;
export const LANGUAGES = ['english', 'german', 'french', 'portuguese', 'spanish', 'arabic'] as const;
export const GENDERS = ['female', 'male', 'other', 'private'] as const;

/** Error messages are keys of the "profile" namespace under settings.errors. */
const optionalUrl = z
  .string()
  .trim()
  .max(300, 'url')
  .refine((v) => {
    if (!v) return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'url');
/** A bundled avatar path or an uploaded JPG/PNG/GIF as a data URL of at most ~800 kB. */
const avatar = z
  .string()
  .max(1_100_000)
  .refine(
    (v) => v === '' || /^\/images\/avatars\/avatar-\d{1,2}\.svg$/.test(v) || /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+$/.test(v),
    'avatar',
  );

export const generalSchema = z.object({
  avatar,
  username: z
    .string()
    .trim()
    .min(3, 'username')
    .max(30, 'username')
    .regex(/^[\w.-]+$/, 'username'),
  name: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  email: z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email')),
  company: z.string().trim().max(80, 'tooLong'),
});
export const infoSchema = z.object({
  bio: z.string().max(500, 'tooLong'),
  birthDate: z.string().refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && Number.isFinite(Date.parse(v))), 'date'),
  country: z.enum(COUNTRIES),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length),
  mobile: z
    .string()
    .trim()
    .max(20, 'phone')
    .regex(/^[+\d\s()-]*$/, 'phone'),
  website: optionalUrl,
  gender: z.enum(GENDERS),
});
export const socialSchema = z.object({
  twitter: optionalUrl,
  facebook: optionalUrl,
  instagram: optionalUrl,
  github: optionalUrl,
  linkedin: optionalUrl,
  slack: optionalUrl,
});
export const CONNECTIONS = ['google', 'facebook', 'twitter', 'instagram'] as const;
export const connectionsSchema = z.object({ google: z.boolean(), facebook: z.boolean(), twitter: z.boolean(), instagram: z.boolean() });
export const NOTIFICATION_GROUPS = { activity: ['comments', 'answers', 'follows'], application: ['news', 'updates', 'digest'] } as const;
export const notificationsSchema = z.object({
  comments: z.boolean(),
  answers: z.boolean(),
  follows: z.boolean(),
  news: z.boolean(),
  updates: z.boolean(),
  digest: z.boolean(),
});

export const settingsSchema = z.object({
  general: generalSchema,
  info: infoSchema,
  social: socialSchema,
  connections: connectionsSchema,
  notifications: notificationsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsSection = keyof Settings;

export const saveSettingsRequestSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('general'), data: generalSchema }),
  z.object({ section: z.literal('info'), data: infoSchema }),
  z.object({ section: z.literal('social'), data: socialSchema }),
  z.object({ section: z.literal('connections'), data: connectionsSchema }),
  z.object({ section: z.literal('notifications'), data: notificationsSchema }),
]);

/** At least 8 characters with a lower-case letter, an upper-case letter and a digit. */
export const newPasswordSchema = z
  .string()
  .min(8, 'passwordRules')
  .max(128, 'passwordRules')
  .regex(/[a-z]/, 'passwordRules')
  .regex(/[A-Z]/, 'passwordRules')
  .regex(/\d/, 'passwordRules');
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1, 'required').max(128),
  newPassword: newPasswordSchema,
});
export const okSchema = z.object({ ok: z.literal(true) });
