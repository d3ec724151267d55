// Plain constants (no zod): the route registry, part of the first load, reads EMAIL_FILTERS.
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export const EMAIL_FILTERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash', ...MAIL_LABELS] as const;

export type MailFolder = (typeof MAIL_FOLDERS)[number];
export type MailLabel = (typeof MAIL_LABELS)[number];
export type EmailFilter = (typeof EMAIL_FILTERS)[number];
