import { z } from 'zod';
import type { Attachment } from '../api/email.contract';

export interface ComposeInitial {
  /** A draft being edited. */
  id?: number;
  /** What opened the dialog: it names the dialog, and a reply (recipient known) starts in the message. */
  mode?: 'reply' | 'forward';
  to?: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  message?: string;
  attachments?: Attachment[];
}

const splitAddresses = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const emailCheck = z.email();
const firstInvalid = (value: string) => splitAddresses(value).find((a) => !emailCheck.safeParse(a).success);

export const formSchema = z
  .object({
    to: z.string().max(5000),
    cc: z.string().max(5000),
    bcc: z.string().max(5000),
    subject: z.string().max(1000),
    message: z.string(),
  })
  .superRefine((v, ctx) => {
    if (splitAddresses(v.to).length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
    for (const key of ['to', 'cc', 'bcc'] as const) {
      const bad = firstInvalid(v[key]);
      if (bad) ctx.addIssue({ code: 'custom', path: [key], message: `invalid:${bad}` });
    }
  });
export type FormValues = z.infer<typeof formSchema>;

/**
 * Quill's semantic HTML writes every space as `&nbsp;`, so a sent paragraph could only wrap mid-word. A run of them
 * becomes one normal space plus the rest as `&nbsp;` (same width, wraps at words); a run opening an element's text
 * stays as it is (indentation).
 */
export const softSpaces = (html: string): string =>
  html.replace(/(>?)((?:&nbsp;)+)/g, (_, open: string, run: string) => (open ? open + run : ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`));

export const toValues = (i: ComposeInitial): FormValues => ({
  to: i.to ?? '',
  cc: i.cc ?? '',
  bcc: i.bcc ?? '',
  subject: i.subject ?? '',
  message: i.message ?? '',
});

/** The addresses, subject and message of the form as the compose endpoint takes them. */
export const toMail = (v: FormValues) => ({
  to: splitAddresses(v.to),
  cc: splitAddresses(v.cc),
  bcc: splitAddresses(v.bcc),
  subject: v.subject.trim(),
  message: softSpaces(v.message),
});
