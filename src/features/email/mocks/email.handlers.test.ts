import {
  EMAIL_PATHS,
  MAIL_FOLDERS,
  mailSchema,
  mailsResponseSchema,
  metaSchema,
  tagsResponseSchema,
  type Mail,
  type MailMeta,
} from '../api/email.contract';
import { seedMails, XSS_MAIL_SUBJECT } from './email.seed';

const url = (path: string) => `http://localhost${path}`;
const getMails = async (query = '') => {
  const res = await fetch(url(`${EMAIL_PATHS.mails}${query}`));
  return { status: res.status, body: mailsResponseSchema.parse(await res.json()) as Mail[] };
};
const getMeta = async (): Promise<MailMeta> => metaSchema.parse(await (await fetch(url(EMAIL_PATHS.meta))).json());
const post = (path: string, body: unknown) =>
  fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const seeded = seedMails();
const inboxIds = seeded.filter((m) => m.mailFolder === 'inbox').map((m) => m.id);

describe('email mock API', () => {
  it('seeds ~30 deterministic mails in every folder, with threads, attachments and the XSS sample', () => {
    expect(seedMails()).toEqual(seeded);
    expect(seeded.length).toBeGreaterThanOrEqual(28);
    for (const folder of MAIL_FOLDERS) expect(seeded.some((m) => m.mailFolder === folder)).toBe(true);
    expect(seeded.some((m) => m.replies.length > 1)).toBe(true);
    expect(seeded.some((m) => m.attachments.length > 0)).toBe(true);
    expect(seeded.find((m) => m.subject === XSS_MAIL_SUBJECT)?.message).toMatch(/<script>/);
  });

  it.each(MAIL_FOLDERS)('filter=%s lists that folder, newest first', async (folder) => {
    const { status, body } = await getMails(`?filter=${folder}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((m) => m.mailFolder === folder)).toBe(true);
    expect(body.map((m) => m.time)).toEqual([...body.map((m) => m.time)].sort().reverse());
  });

  it('filter=starred lists starred mails outside Trash; a label lists mails carrying it', async () => {
    const starred = await getMails('?filter=starred');
    expect(starred.body.length).toBeGreaterThan(0);
    expect(starred.body.every((m) => m.isStarred && m.mailFolder !== 'trash')).toBe(true);
    for (const label of ['personal', 'company', 'important', 'private'] as const) {
      const { body } = await getMails(`?filter=${label}`);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((m) => m.labels.includes(label) && m.mailFolder !== 'trash')).toBe(true);
    }
  });

  it('q searches sender name, address, subject and plain-text body', async () => {
    expect((await getMails('?filter=inbox&q=priya')).body.map((m) => m.sender_name)).toEqual(['Priya Patel']);
    expect((await getMails('?filter=inbox&q=kontor.example')).body).toHaveLength(1);
    expect((await getMails('?filter=inbox&q=sprint%20PLANNING')).body).toHaveLength(1);
    expect((await getMails('?filter=inbox&q=ramen')).body.length).toBeGreaterThan(0);
    expect((await getMails('?filter=inbox&q=blockquote')).body).toHaveLength(0);
  });

  it('rejects an unknown filter with 400', async () => {
    expect((await fetch(url(`${EMAIL_PATHS.mails}?filter=outbox`))).status).toBe(400);
  });

  it('GET tags returns the four coloured labels', async () => {
    const tags = tagsResponseSchema.parse(await (await fetch(url(EMAIL_PATHS.tags))).json());
    expect(tags.map((t) => t.value)).toEqual(['personal', 'company', 'important', 'private']);
  });

  it('GET meta counts unread inbox and spam mails, unread per label, and drafts', async () => {
    const meta = await getMeta();
    const unread = (f: (m: Mail) => boolean) => seeded.filter((m) => m.unread && f(m)).length;
    expect(meta.unreadMails.folder).toEqual({
      inbox: unread((m) => m.mailFolder === 'inbox'),
      spam: unread((m) => m.mailFolder === 'spam'),
    });
    expect(meta.unreadMails.label.personal).toBe(unread((m) => m.labels.includes('personal') && m.mailFolder !== 'trash'));
    expect(meta.draftMails).toBe(seeded.filter((m) => m.mailFolder === 'draft').length);
  });

  it('move-mails moves mails and meta follows; 404 for unknown ids; 400 for a bad folder', async () => {
    const before = await getMeta();
    const unreadInbox = seeded.filter((m) => m.mailFolder === 'inbox' && m.unread).map((m) => m.id);
    const res = await post(EMAIL_PATHS.moveMails, { emailIds: unreadInbox.slice(0, 2), mailFolder: 'trash' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    expect((await getMeta()).unreadMails.folder.inbox).toBe(before.unreadMails.folder.inbox - 2);
    expect((await getMails('?filter=trash')).body.some((m) => m.id === unreadInbox[0])).toBe(true);
    expect((await post(EMAIL_PATHS.moveMails, { emailIds: [1, 99999], mailFolder: 'spam' })).status).toBe(404);
    expect(
      (await getMails('?filter=inbox')).body.some((m) => m.id === 1) || (await getMails('?filter=trash')).body.some((m) => m.id === 1),
    ).toBe(true);
    expect((await post(EMAIL_PATHS.moveMails, { emailIds: [1], mailFolder: 'outbox' })).status).toBe(400);
  });

  it('update-labels adds a label to all selected, and removes it when all already have it', async () => {
    const ids = inboxIds.slice(0, 3);
    await post(EMAIL_PATHS.updateLabels, { emailIds: ids, label: 'private' });
    let { body } = await getMails('?filter=private');
    expect(ids.every((id) => body.some((m) => m.id === id))).toBe(true);
    const res = await post(EMAIL_PATHS.updateLabels, { emailIds: ids, label: 'private' });
    expect(res.status).toBe(200);
    ({ body } = await getMails('?filter=private'));
    expect(ids.some((id) => body.some((m) => m.id === id))).toBe(false);
    expect((await post(EMAIL_PATHS.updateLabels, { emailIds: [424242], label: 'private' })).status).toBe(404);
  });

  it('set-labels replaces the labels of one mail and returns it', async () => {
    const res = await post(EMAIL_PATHS.setLabels, { mailId: 1, labels: ['personal', 'personal'] });
    expect(res.status).toBe(200);
    expect(mailSchema.parse(await res.json()).labels).toEqual(['personal']);
    expect((await post(EMAIL_PATHS.setLabels, { mailId: 9999, labels: [] })).status).toBe(404);
    expect((await post(EMAIL_PATHS.setLabels, { mailId: 1, labels: ['nope'] })).status).toBe(400);
  });

  it('mark-unread sets the flag and the inbox count follows', async () => {
    const before = await getMeta();
    const read = seeded.find((m) => m.mailFolder === 'inbox' && !m.unread) as Mail;
    await post(EMAIL_PATHS.markUnread, { emailIds: [read.id], unreadFlag: true });
    expect((await getMeta()).unreadMails.folder.inbox).toBe(before.unreadMails.folder.inbox + 1);
    await post(EMAIL_PATHS.markUnread, { emailIds: [read.id], unreadFlag: false });
    expect((await getMeta()).unreadMails.folder.inbox).toBe(before.unreadMails.folder.inbox);
    expect((await post(EMAIL_PATHS.markUnread, { emailIds: [31337], unreadFlag: true })).status).toBe(404);
    expect((await post(EMAIL_PATHS.markUnread, { emailIds: [], unreadFlag: true })).status).toBe(400);
  });

  it('set-starred sets the star and returns the mail; 404 for unknown ids', async () => {
    const res = await post(EMAIL_PATHS.setStarred, { mailId: 2, value: true });
    expect(mailSchema.parse(await res.json()).isStarred).toBe(true);
    expect((await getMails('?filter=starred')).body.some((m) => m.id === 2)).toBe(true);
    expect((await post(EMAIL_PATHS.setStarred, { mailId: 9999, value: true })).status).toBe(404);
  });

  it('send puts the mail on top of Sent with 201 and needs a recipient', async () => {
    const res = await post(EMAIL_PATHS.send, {
      mail: { to: ['a@b.example'], subject: 'Hello', message: '<p>Hi</p>', attachments: [{ fileName: 'a.txt', size: 12 }] },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const sent = (await getMails('?filter=sent')).body[0] as Mail;
    expect(sent).toMatchObject({ id, subject: 'Hello', mailFolder: 'sent', attachments: [{ fileName: 'a.txt', size: 12 }] });
    expect((await post(EMAIL_PATHS.send, { mail: { to: [] } })).status).toBe(400);
  });

  it('save-draft creates (201) then updates (200) a draft; sending it removes the draft', async () => {
    const before = (await getMeta()).draftMails;
    const created = await post(EMAIL_PATHS.saveDraft, { mail: { to: [], subject: 'Draft 1' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await getMeta()).draftMails).toBe(before + 1);
    const updated = await post(EMAIL_PATHS.saveDraft, { mail: { id, to: ['x@y.example'], subject: 'Draft 2' } });
    expect(updated.status).toBe(200);
    expect((await getMails('?filter=draft')).body.find((m) => m.id === id)?.subject).toBe('Draft 2');
    expect((await post(EMAIL_PATHS.send, { mail: { id, to: ['x@y.example'], subject: 'Draft 2' } })).status).toBe(201);
    expect((await getMeta()).draftMails).toBe(before);
    expect((await post(EMAIL_PATHS.saveDraft, { mail: { id: 1, to: [] } })).status).toBe(404);
  });
});
