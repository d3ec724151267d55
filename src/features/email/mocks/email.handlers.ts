import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import {
  computeMeta,
  isEmailFilter,
  mailMatches,
  markUnreadRequestSchema,
  moveMailsRequestSchema,
  saveDraftRequestSchema,
  sendRequestSchema,
  setLabelsRequestSchema,
  setStarredRequestSchema,
  updateLabelsRequestSchema,
  type Mail,
} from '../api/email.contract';
import { SEED_NOW } from '@/mocks/random';
import { EMAIL_TAGS, ME, mails } from './email.seed';

const newest = (a: Mail, b: Mail) => b.time.localeCompare(a.time);
const allExist = (ids: number[]) => ids.every((id) => mails.find(id));
// Sent/saved mails are stamped after the seed's fixed "now" so they sort on top.
let clock = 0;
const stamp = () => new Date(Math.max(Date.now(), SEED_NOW) + ++clock).toISOString();

function composeToMail(body: ReturnType<typeof saveDraftRequestSchema.parse>['mail'], folder: 'sent' | 'draft', id: number): Mail {
  const from = body.from ?? ME;
  return {
    id,
    sender: from.email,
    sender_name: from.name,
    img: 'img' in from && typeof from.img === 'string' ? from.img : ME.img,
    to: body.to.map((email) => ({ name: email, email })),
    cc: body.cc,
    bcc: body.bcc,
    subject: body.subject,
    message: body.message,
    attachments: body.attachments,
    isStarred: false,
    labels: [],
    time: stamp(),
    replies: [],
    mailFolder: folder,
    unread: false,
  };
}

export const handlers = [
  http.get(api('apps/email/mails'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const filter = params.get('filter') || 'inbox';
    if (!isEmailFilter(filter)) return fail(400, 'Unknown filter');
    const q = (params.get('q') ?? '').slice(0, 200);
    return ok(
      mails
        .all()
        .filter((m) => mailMatches(m, filter, q))
        .sort(newest),
    );
  }),

  http.get(api('apps/email/tags'), () => ok(EMAIL_TAGS)),

  http.get(api('apps/email/meta'), () => ok(computeMeta(mails.all()))),

  http.post(api('apps/email/move-mails'), async ({ request }) => {
    const body = moveMailsRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid request');
    if (!allExist(body.data.emailIds)) return fail(404, 'Not found');
    body.data.emailIds.forEach((id) => mails.update(id, { mailFolder: body.data.mailFolder }));
    return ok({ updated: body.data.emailIds.length });
  }),

  // Toggle for the whole selection: removed when every mail has the label, otherwise added to all.
  http.post(api('apps/email/update-labels'), async ({ request }) => {
    const body = updateLabelsRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid request');
    const { emailIds, label } = body.data;
    if (!allExist(emailIds)) return fail(404, 'Not found');
    const selected = emailIds.map((id) => mails.find(id) as Mail);
    const remove = selected.every((m) => m.labels.includes(label));
    selected.forEach((m) =>
      mails.update(m.id, { labels: remove ? m.labels.filter((l) => l !== label) : Array.from(new Set([...m.labels, label])) }),
    );
    return ok({ updated: emailIds.length });
  }),

  http.post(api('apps/email/set-labels'), async ({ request }) => {
    const body = setLabelsRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid request');
    const updated = mails.update(body.data.mailId, { labels: Array.from(new Set(body.data.labels)) });
    return updated ? ok(updated) : fail(404, 'Not found');
  }),

  http.post(api('apps/email/mark-unread'), async ({ request }) => {
    const body = markUnreadRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid request');
    if (!allExist(body.data.emailIds)) return fail(404, 'Not found');
    body.data.emailIds.forEach((id) => mails.update(id, { unread: body.data.unreadFlag }));
    return ok({ updated: body.data.emailIds.length });
  }),

  http.post(api('apps/email/set-starred'), async ({ request }) => {
    const body = setStarredRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid request');
    const updated = mails.update(body.data.mailId, { isStarred: body.data.value });
    return updated ? ok(updated) : fail(404, 'Not found');
  }),

  http.post(api('apps/email/send'), async ({ request }) => {
    const body = sendRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'At least one valid recipient is needed');
    const { id: draftId, ...mail } = body.data.mail;
    if (draftId !== undefined) {
      if (mails.find(draftId)?.mailFolder !== 'draft') return fail(404, 'Not found');
      mails.remove(draftId);
    }
    const created = composeToMail(mail, 'sent', mails.nextId());
    mails.insert(created, 'start');
    return ok({ id: created.id }, 201);
  }),

  http.post(api('apps/email/save-draft'), async ({ request }) => {
    const body = saveDraftRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid draft');
    const { id, ...mail } = body.data.mail;
    if (id !== undefined) {
      if (mails.find(id)?.mailFolder !== 'draft') return fail(404, 'Not found');
      const { id: _same, ...rest } = composeToMail(mail, 'draft', id);
      mails.update(id, rest);
      return ok({ id });
    }
    const created = composeToMail(mail, 'draft', mails.nextId());
    mails.insert(created, 'start');
    return ok({ id: created.id }, 201);
  }),
];
