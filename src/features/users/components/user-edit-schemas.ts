import { z } from 'zod';
import { toIsoDate } from '@/lib/calendar-date';
import { safeImageSrc } from '@/lib/safe-url';
import { CONTACT_OPTIONS, GENDERS, SOCIAL_NETWORKS, USER_ROLES, USER_STATUSES, type ManagedUser } from '../api/users.contract';
import { isUploadedAvatar } from './user-avatar';

/** Messages are i18n keys under users:validation. */
const required = (max = 120) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const httpUrl = z
  .string()
  .trim()
  .max(2048, 'tooLong')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'url');
const letters = z
  .string()
  .trim()
  .max(120, 'tooLong')
  // Combining marks belong to letters in many scripts (मुंबई, decomposed "São").
  .refine((v) => v === '' || /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(v), 'letters');

export const accountSchema = z.object({
  avatar: z.string().refine((v) => v === '' || safeImageSrc(v) !== null || isUploadedAvatar(v), 'required'),
  username: required(60),
  name: required(),
  email: z.string().trim().min(1, 'required').max(320, 'tooLong').pipe(z.email('email')),
  status: z.enum(USER_STATUSES),
  role: z.enum(USER_ROLES),
  company: z.string().trim().max(120, 'tooLong'),
  permissions: z.custom<ManagedUser['permissions']>(),
});

export const informationSchema = z.object({
  dob: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && Number.isFinite(Date.parse(v)), 'date')
    // Today in the user's time zone (toISOString is UTC: east of Greenwich, today would count as the future).
    .refine((v) => v <= toIsoDate(new Date()), 'futureDate'),
  mobile: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?\d{6,15}$/.test(v), 'mobile'),
  website: httpUrl,
  languages_known: z.array(z.string()).max(20),
  gender: z.enum(GENDERS),
  contact_options: z.array(z.enum(CONTACT_OPTIONS)),
  location: z.object({
    add_line_1: required(),
    add_line_2: z.string().trim().max(120, 'tooLong'),
    post_code: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{3,10}$/.test(v), 'postCode'),
    city: letters,
    state: letters,
    country: letters,
  }),
});

export const socialSchema = z.object({
  social_links: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, httpUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof httpUrl>,
  ),
});

export type AccountValues = z.infer<typeof accountSchema>;
export type InformationValues = z.infer<typeof informationSchema>;
export type SocialValues = z.infer<typeof socialSchema>;

export const accountValues = (u: ManagedUser): AccountValues => ({
  avatar: u.avatar,
  username: u.username,
  name: u.name,
  email: u.email,
  status: u.status,
  role: u.role,
  company: u.company,
  permissions: u.permissions,
});
export const informationValues = (u: ManagedUser): InformationValues => ({
  dob: u.dob,
  mobile: u.mobile,
  website: u.website,
  languages_known: u.languages_known,
  gender: u.gender,
  contact_options: u.contact_options,
  location: u.location,
});
export const socialValues = (u: ManagedUser): SocialValues => ({ social_links: u.social_links });
