import { z } from 'zod';

/** SPEC §7 chat calls: paths and schemas shared by the client and the mock. */
export const CHAT_PATHS = {
  contacts: '/api/apps/chat/contacts',
  chats: '/api/apps/chat/chats',
  chatContacts: '/api/apps/chat/chat-contacts',
  markAllSeen: '/api/apps/chat/mark-all-seen/',
  setPinned: '/api/apps/chat/set-pinned/',
  msg: '/api/apps/chat/msg',
} as const;

export const CONTACT_STATUSES = ['online', 'offline', 'away', 'do not disturb'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const MAX_MESSAGE_LENGTH = 2000;

export const contactSchema = z.object({
  id: z.number(),
  uid: z.number(),
  displayName: z.string(),
  about: z.string(),
  photoURL: z.string(),
  status: z.enum(CONTACT_STATUSES),
});
export type Contact = z.infer<typeof contactSchema>;

const messageSchema = z.object({
  textContent: z.string(),
  time: z.string(),
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** A conversation, stored under the contact's id. */
export const chatSchema = z.object({
  id: z.number(),
  isPinned: z.boolean(),
  msg: z.array(messageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET chats: conversations keyed by contact id. */
export const chatsResponseSchema = z.record(z.string(), chatSchema.omit({ id: true }));
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

const chatContactSchema = contactSchema.extend({
  chat: z.object({
    isPinned: z.boolean(),
    unseenMsgs: z.number(),
    lastMessage: messageSchema.nullable(),
  }),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const contactsResponseSchema = z.array(contactSchema);
export const chatContactsResponseSchema = z.array(chatContactSchema);

const contactIdSchema = z.coerce.number().int().positive();

export const markAllSeenRequestSchema = z.object({ contactId: contactIdSchema });
export const markAllSeenLegacyRequestSchema = z.object({ id: contactIdSchema });
export const setPinnedRequestSchema = z.object({ contactId: contactIdSchema, value: z.boolean() });
export const sendMessageRequestSchema = z.object({
  payload: z.object({
    id: contactIdSchema,
    msg: z
      .string()
      .refine((v) => v.trim().length > 0, 'Message is empty')
      .pipe(z.string().max(MAX_MESSAGE_LENGTH)),
    isPinned: z.boolean().optional().default(false),
  }),
});

export const sendMessageResponseSchema = z.object({ msg: messageSchema, chat: chatSchema });

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const pinnedResponseSchema = z.object({ contactId: z.number(), isPinned: z.boolean() });
