import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refetchAfterLastMutation } from '@/lib/query-client';
import {
  CHAT_PATHS,
  chatContactsResponseSchema,
  chatsResponseSchema,
  contactsResponseSchema,
  okResponseSchema,
  pinnedResponseSchema,
  sendMessageResponseSchema,
  type ChatContact,
  type ChatMessage,
  type ChatsResponse,
  type Contact,
} from './chat.contract';

/** A message in the cache; `pending` marks an optimistic one the server has not confirmed yet. */
export type LogMessage = ChatMessage & { pending?: boolean };
type ChatsCache = Record<string, { isPinned: boolean; msg: LogMessage[] }>;

const chatKeys = {
  all: ['chat'] as const,
  contacts: (q: string) => ['chat', 'contacts', q] as const,
  chatContactsAll: ['chat', 'chat-contacts'] as const,
  chatContacts: (q: string) => ['chat', 'chat-contacts', q] as const,
  chats: ['chat', 'chats'] as const,
};

const fetchContacts = (q: string, signal?: AbortSignal) =>
  request(CHAT_PATHS.contacts, { query: { q }, schema: contactsResponseSchema, signal });
const fetchChatContacts = (q: string, signal?: AbortSignal) =>
  request(CHAT_PATHS.chatContacts, { query: { q }, schema: chatContactsResponseSchema, signal });
const fetchChats = (signal?: AbortSignal) => request(CHAT_PATHS.chats, { schema: chatsResponseSchema, signal });

export function useContacts(q: string) {
  return useQuery({ queryKey: chatKeys.contacts(q), queryFn: ({ signal }) => fetchContacts(q, signal), placeholderData: (prev) => prev });
}
export function useChatContacts(q: string) {
  return useQuery({
    queryKey: chatKeys.chatContacts(q),
    queryFn: ({ signal }) => fetchChatContacts(q, signal),
    placeholderData: (prev) => prev,
  });
}
export function useChats() {
  return useQuery<ChatsCache>({ queryKey: chatKeys.chats, queryFn: ({ signal }): Promise<ChatsResponse> => fetchChats(signal) });
}

/** Pinned first, then the most recent conversation. */
export function sortChatContacts(list: readonly ChatContact[]): ChatContact[] {
  const last = (c: ChatContact) => (c.chat.lastMessage ? Date.parse(c.chat.lastMessage.time) || 0 : 0);
  return [...list].sort((a, b) => Number(b.chat.isPinned) - Number(a.chat.isPinned) || last(b) - last(a));
}

type Snapshot = [readonly unknown[], unknown][];
function snapshot(qc: QueryClient): Snapshot {
  return [...qc.getQueriesData({ queryKey: chatKeys.chatContactsAll }), [chatKeys.chats, qc.getQueryData(chatKeys.chats)]];
}
function restore(qc: QueryClient, snap: Snapshot) {
  snap.forEach(([key, data]) => qc.setQueryData(key, data));
}
function patchChatContacts(qc: QueryClient, fn: (list: ChatContact[], q: string) => ChatContact[]) {
  for (const [key, list] of qc.getQueriesData<ChatContact[]>({ queryKey: chatKeys.chatContactsAll })) {
    if (list) qc.setQueryData(key, fn(list, String(key[2] ?? '')));
  }
}
function patchChat(qc: QueryClient, contactId: number, fn: (chat: ChatsCache[string] | undefined) => ChatsCache[string]) {
  qc.setQueryData<ChatsCache>(chatKeys.chats, (chats) => (chats ? { ...chats, [contactId]: fn(chats[contactId]) } : chats));
}

export function useMarkAllSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => request(CHAT_PATHS.markAllSeen, { method: 'POST', body: { contactId }, schema: okResponseSchema }),
    onMutate: async (contactId) => {
      await qc.cancelQueries({ queryKey: chatKeys.all });
      const snap = snapshot(qc);
      patchChatContacts(qc, (list) => list.map((c) => (c.id === contactId ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c)));
      patchChat(qc, contactId, (chat) => ({
        isPinned: chat?.isPinned ?? false,
        msg: (chat?.msg ?? []).map((m) => (m.isSent ? m : { ...m, isSeen: true })),
      }));
      return { snap };
    },
    onError: (_e, _id, ctx) => ctx && restore(qc, ctx.snap),
  });
}

export function useSetPinned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, value }: { contactId: number; value: boolean }) =>
      request(CHAT_PATHS.setPinned, { method: 'POST', body: { contactId, value }, schema: pinnedResponseSchema }),
    onMutate: async ({ contactId, value }) => {
      await qc.cancelQueries({ queryKey: chatKeys.all });
      const snap = snapshot(qc);
      patchChatContacts(qc, (list) => list.map((c) => (c.id === contactId ? { ...c, chat: { ...c.chat, isPinned: value } } : c)));
      patchChat(qc, contactId, (chat) => ({ msg: chat?.msg ?? [], isPinned: value }));
      return { snap };
    },
    onError: (_e, _v, ctx) => ctx && restore(qc, ctx.snap),
  });
}

export interface SendVariables {
  contact: Contact;
  text: string;
  isPinned: boolean;
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.all,
    mutationFn: ({ contact, text, isPinned }: SendVariables) =>
      request(CHAT_PATHS.msg, {
        method: 'POST',
        body: { payload: { id: contact.id, msg: text, isPinned } },
        schema: sendMessageResponseSchema,
      }),
    onMutate: async ({ contact, text, isPinned }) => {
      await qc.cancelQueries({ queryKey: chatKeys.all });
      const snap = snapshot(qc);
      const message: LogMessage = { textContent: text, time: new Date().toISOString(), isSent: true, isSeen: false, pending: true };
      patchChat(qc, contact.id, (chat) => ({ isPinned: chat?.isPinned ?? isPinned, msg: [...(chat?.msg ?? []), message] }));
      patchChatContacts(qc, (list, q) => {
        const existing = list.find((c) => c.id === contact.id);
        if (existing) return list.map((c) => (c.id === contact.id ? { ...c, chat: { ...c.chat, lastMessage: message } } : c));
        if (q && !contact.displayName.toLowerCase().includes(q.toLowerCase())) return list;
        return [...list, { ...contact, chat: { isPinned, unseenMsgs: 0, lastMessage: message } }];
      });
      return { snap };
    },
    onSuccess: ({ chat }) => {
      patchChat(qc, chat.id, () => ({ isPinned: chat.isPinned, msg: chat.msg }));
    },
    onError: (_e, _v, ctx) => ctx && restore(qc, ctx.snap),
    onSettled: () => refetchAfterLastMutation(qc, chatKeys.all, chatKeys.chatContactsAll),
  });
}
