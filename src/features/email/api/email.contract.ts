import { z } from 'zod';

/**
 * SPEC §7 email calls: paths and schemas shared by the client and the mock. Responses not fixed by
 * the SPEC: actions on several mails answer { updated }, actions on one mail answer the mail, and
 * compose adds POST send {mail} -> 201 {id} (into Sent, removing its draft) and
 * POST save-draft {mail} -> 201 {id} (new draft) or 200 {id} (same draft updated).
 */
export const EMAIL_PATHS = {
  mails: '/api/apps/email/mails',
  tags: '/api/apps/email/tags',
  meta: '/api/apps/email/meta',
  moveMails: '/api/apps/email/move-mails',
  updateLabels: '/api/apps/email/update-labels',
  setLabels: '/api/apps/email/set-labels',
  markUnread: '/api/apps/email/mark-unread',
  setStarred: '/api/apps/email/set-starred',
  send: '/api/apps/email/send',
  saveDraft: '/api/apps/email/save-draft',
} as const;

import { EMAIL_FILTERS, MAIL_FOLDERS, MAIL_LABELS, type EmailFilter, type MailLabel } from './email.filters';

export { MAIL_FOLDERS, MAIL_LABELS, type EmailFilter, type MailFolder, type MailLabel } from './email.filters';

const mailFolderSchema = z.enum(MAIL_FOLDERS);
const mailLabelSchema = z.enum(MAIL_LABELS);

const recipientSchema = z.object({ name: z.string(), email: z.string() });
const attachmentSchema = z.object({ fileName: z.string().max(255), size: z.number().int().nonnegative() });
export type Attachment = z.infer<typeof attachmentSchema>;

const replySchema = z.object({
  id: z.number(),
  sender: z.string(),
  sender_name: z.string(),
  img: z.string(),
  to: z.array(recipientSchema),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  time: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const mailSchema = replySchema.extend({
  isStarred: z.boolean(),
  labels: z.array(mailLabelSchema),
  replies: z.array(replySchema),
  mailFolder: mailFolderSchema,
  unread: z.boolean(),
});
export type Mail = z.infer<typeof mailSchema>;

const tagSchema = z.object({
  text: z.string(),
  value: mailLabelSchema,
  color: z.enum(['success', 'primary', 'warning', 'danger', 'info']),
});
export type MailTag = z.infer<typeof tagSchema>;

export const metaSchema = z.object({
  unreadMails: z.object({
    folder: z.object({ inbox: z.number(), spam: z.number() }),
    label: z.object({ personal: z.number(), company: z.number(), important: z.number(), private: z.number() }),
  }),
  draftMails: z.number(),
});
export type MailMeta = z.infer<typeof metaSchema>;

const ids = z.array(z.number().int()).min(1).max(1000);
export const moveMailsRequestSchema = z.object({ emailIds: ids, mailFolder: mailFolderSchema });
export const updateLabelsRequestSchema = z.object({ emailIds: ids, label: mailLabelSchema });
export const setLabelsRequestSchema = z.object({ mailId: z.number().int(), labels: z.array(mailLabelSchema) });
export const markUnreadRequestSchema = z.object({ emailIds: ids, unreadFlag: z.boolean() });
export const setStarredRequestSchema = z.object({ mailId: z.number().int(), value: z.boolean() });

const EMAIL_MAX = 320;
const composeSchema = z.object({
  id: z.number().int().optional(),
  to: z.array(z.string().max(EMAIL_MAX)).max(100),
  cc: z.array(z.string().max(EMAIL_MAX)).max(100).default([]),
  bcc: z.array(z.string().max(EMAIL_MAX)).max(100).default([]),
  subject: z.string().max(1000).default(''),
  message: z.string().max(500_000).default(''),
  attachments: z.array(attachmentSchema).max(50).default([]),
  from: recipientSchema.optional(),
});
export type ComposePayload = z.input<typeof composeSchema>;
export const sendRequestSchema = z.object({ mail: composeSchema.refine((m) => m.to.length > 0, 'At least one recipient') });
export const saveDraftRequestSchema = z.object({ mail: composeSchema });

export const mailsResponseSchema = z.array(mailSchema);
export const tagsResponseSchema = z.array(tagSchema);
export const updatedResponseSchema = z.object({ updated: z.number() });
export const idResponseSchema = z.object({ id: z.number() });

export function isEmailFilter(value: unknown): value is EmailFilter {
  return typeof value === 'string' && (EMAIL_FILTERS as readonly string[]).includes(value);
}

/** Plain text of an HTML body for search and excerpts (isomorphic: no DOM). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The filter rule shared by mock and optimistic updates: folders by mailFolder; starred and labels outside Trash. */
export function mailMatches(mail: Mail, filter: EmailFilter, q = ''): boolean {
  const inFilter =
    filter === 'starred'
      ? mail.isStarred && mail.mailFolder !== 'trash'
      : (MAIL_LABELS as readonly string[]).includes(filter)
        ? mail.labels.includes(filter as MailLabel) && mail.mailFolder !== 'trash'
        : mail.mailFolder === filter;
  if (!inFilter) return false;
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [mail.sender_name, mail.sender, mail.subject, htmlToText(mail.message)].some((s) => s.toLocaleLowerCase().includes(needle));
}

export function computeMeta(mails: readonly Mail[]): MailMeta {
  const unread = (f: (m: Mail) => boolean) => mails.filter((m) => m.unread && f(m)).length;
  const label = (l: MailLabel) => unread((m) => m.labels.includes(l) && m.mailFolder !== 'trash');
  return {
    unreadMails: {
      folder: { inbox: unread((m) => m.mailFolder === 'inbox'), spam: unread((m) => m.mailFolder === 'spam') },
      label: { personal: label('personal'), company: label('company'), important: label('important'), private: label('private') },
    },
    draftMails: mails.filter((m) => m.mailFolder === 'draft').length,
  };
}
