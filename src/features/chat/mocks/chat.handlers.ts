import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import {
  markAllSeenLegacyRequestSchema,
  markAllSeenRequestSchema,
  sendMessageRequestSchema,
  setPinnedRequestSchema,
  type Chat,
  type ChatContact,
  type ChatMessage,
  type Contact,
} from '../api/chat.contract';
import { chats, contacts } from './chat.seed';

const matches = (contact: Contact, q: string | null) => !q?.trim() || contact.displayName.toLowerCase().includes(q.trim().toLowerCase());

const toChatContact = (contact: Contact, chat: Chat): ChatContact => ({
  ...contact,
  chat: {
    isPinned: chat.isPinned,
    unseenMsgs: chat.msg.filter((m) => !m.isSent && !m.isSeen).length,
    lastMessage: chat.msg.at(-1) ?? null,
  },
});

function markAllSeen(contactId: number) {
  const chat = chats.find(contactId);
  if (!chat) return fail(404, 'Not found');
  chats.update(contactId, { msg: chat.msg.map((m) => (m.isSent ? m : { ...m, isSeen: true })) });
  return ok({ ok: true as const });
}

export const handlers = [
  http.get(api('apps/chat/contacts'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    return ok(contacts.all().filter((c) => matches(c, q)));
  }),

  http.get(api('apps/chat/chats'), () => {
    const out: Record<string, Omit<Chat, 'id'>> = {};
    for (const { id, ...chat } of chats.all()) out[String(id)] = chat;
    return ok(out);
  }),

  http.get(api('apps/chat/chat-contacts'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    const list = chats
      .all()
      .map((chat) => {
        const contact = contacts.find(chat.id);
        return contact && matches(contact, q) ? toChatContact(contact, chat) : null;
      })
      .filter((c): c is ChatContact => c !== null);
    return ok(list);
  }),

  // MSW matches with and without the trailing slash, so one handler serves both SPEC variants.
  http.post(api('apps/chat/mark-all-seen'), async ({ request }) => {
    const raw = await readJson(request);
    const body = markAllSeenRequestSchema.safeParse(raw);
    const legacy = markAllSeenLegacyRequestSchema.safeParse(raw);
    const contactId = body.success ? body.data.contactId : legacy.success ? legacy.data.id : null;
    if (contactId === null) return fail(400, 'contactId is required');
    return markAllSeen(contactId);
  }),

  http.post(api('apps/chat/set-pinned/'), async ({ request }) => {
    const body = setPinnedRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'contactId and value are required');
    const updated = chats.update(body.data.contactId, { isPinned: body.data.value });
    if (!updated) return fail(404, 'Not found');
    return ok({ contactId: updated.id, isPinned: updated.isPinned });
  }),

  http.post(api('apps/chat/msg'), async ({ request }) => {
    const body = sendMessageRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid message');
    const { id, msg, isPinned } = body.data.payload;
    if (!contacts.find(id)) return fail(404, 'Not found');
    const message: ChatMessage = { textContent: msg, time: new Date().toISOString(), isSent: true, isSeen: false };
    const existing = chats.find(id);
    const chat = existing ? chats.update(id, { msg: [...existing.msg, message] }) : chats.insert({ id, isPinned, msg: [message] });
    return ok({ msg: message, chat }, existing ? 200 : 201);
  }),
];
