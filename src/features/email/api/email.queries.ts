import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refetchAfterLastMutation } from '@/lib/query-client';
import {
  EMAIL_PATHS,
  computeMeta,
  idResponseSchema,
  mailMatches,
  mailSchema,
  mailsResponseSchema,
  metaSchema,
  updatedResponseSchema,
  type ComposePayload,
  type EmailFilter,
  type Mail,
  type MailFolder,
  type MailLabel,
  type MailMeta,
} from './email.contract';

const emailKeys = {
  all: ['email'] as const,
  mails: () => [...emailKeys.all, 'mails'] as const,
  list: (filter: EmailFilter, q: string) => [...emailKeys.mails(), filter, q] as const,
  meta: () => [...emailKeys.all, 'meta'] as const,
};

export function useMails(filter: EmailFilter, q: string) {
  return useQuery({
    queryKey: emailKeys.list(filter, q),
    queryFn: ({ signal }) => request(EMAIL_PATHS.mails, { query: { filter, q }, schema: mailsResponseSchema, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === filter ? previous : undefined),
  });
}

export function useMeta() {
  return useQuery({ queryKey: emailKeys.meta(), queryFn: ({ signal }) => request(EMAIL_PATHS.meta, { schema: metaSchema, signal }) });
}

type Snapshot = [readonly unknown[], unknown][];
type ListKey = ReturnType<typeof emailKeys.list>;

function addMeta(a: MailMeta, b: MailMeta, sign: 1 | -1): MailMeta {
  const n = (x: number, y: number) => Math.max(0, x + sign * y);
  return {
    unreadMails: {
      folder: {
        inbox: n(a.unreadMails.folder.inbox, b.unreadMails.folder.inbox),
        spam: n(a.unreadMails.folder.spam, b.unreadMails.folder.spam),
      },
      label: {
        personal: n(a.unreadMails.label.personal, b.unreadMails.label.personal),
        company: n(a.unreadMails.label.company, b.unreadMails.label.company),
        important: n(a.unreadMails.label.important, b.unreadMails.label.important),
        private: n(a.unreadMails.label.private, b.unreadMails.label.private),
      },
    },
    draftMails: n(a.draftMails, b.draftMails),
  };
}

/** Applies a change to the given mails in every cached list (and the badge counts) at once. */
function patchMails(client: QueryClient, ids: readonly number[], patch: (mail: Mail) => Mail): Snapshot {
  const lists = client.getQueriesData<Mail[]>({ queryKey: emailKeys.mails() });
  const meta = client.getQueryData<MailMeta>(emailKeys.meta());
  const snapshot: Snapshot = [...lists, [emailKeys.meta(), meta]];
  const wanted = new Set(ids);
  const before = new Map<number, Mail>();
  lists.forEach(([, list]) => list?.forEach((m) => wanted.has(m.id) && before.set(m.id, m)));
  const after = new Map([...before].map(([id, m]) => [id, patch(m)]));
  for (const [key, list] of lists) {
    if (!list) continue;
    const [, , filter, q] = key as ListKey;
    client.setQueryData(
      key,
      list.map((m) => after.get(m.id) ?? m).filter((m) => !after.has(m.id) || mailMatches(m, filter, q)),
    );
  }
  if (meta)
    client.setQueryData(
      emailKeys.meta(),
      addMeta(addMeta(meta, computeMeta([...before.values()]), -1), computeMeta([...after.values()]), 1),
    );
  return snapshot;
}

export type MailAction =
  | { type: 'move'; ids: number[]; folder: MailFolder }
  | { type: 'toggleLabel'; ids: number[]; label: MailLabel; add: boolean }
  | { type: 'setLabels'; id: number; labels: MailLabel[] }
  | { type: 'unread'; ids: number[]; unread: boolean }
  | { type: 'star'; id: number; value: boolean };

function send(action: MailAction) {
  const post = <T>(path: string, body: unknown, schema: import('zod').ZodType<T>) => request(path, { method: 'POST', body, schema });
  switch (action.type) {
    case 'move':
      return post(EMAIL_PATHS.moveMails, { emailIds: action.ids, mailFolder: action.folder }, updatedResponseSchema);
    case 'toggleLabel':
      return post(EMAIL_PATHS.updateLabels, { emailIds: action.ids, label: action.label }, updatedResponseSchema);
    case 'setLabels':
      return post(EMAIL_PATHS.setLabels, { mailId: action.id, labels: action.labels }, mailSchema);
    case 'unread':
      return post(EMAIL_PATHS.markUnread, { emailIds: action.ids, unreadFlag: action.unread }, updatedResponseSchema);
    case 'star':
      return post(EMAIL_PATHS.setStarred, { mailId: action.id, value: action.value }, mailSchema);
  }
}

function optimistic(action: MailAction): [number[], (m: Mail) => Mail] {
  switch (action.type) {
    case 'move':
      return [action.ids, (m) => ({ ...m, mailFolder: action.folder })];
    case 'toggleLabel':
      return [
        action.ids,
        (m) => ({
          ...m,
          labels: action.add ? Array.from(new Set([...m.labels, action.label])) : m.labels.filter((l) => l !== action.label),
        }),
      ];
    case 'setLabels':
      return [[action.id], (m) => ({ ...m, labels: action.labels })];
    case 'unread':
      return [action.ids, (m) => ({ ...m, unread: action.unread })];
    case 'star':
      return [[action.id], (m) => ({ ...m, isStarred: action.value })];
  }
}

/** Every mailbox action: optimistic in all lists and badges, rolled back on failure, then refetched. */
export function useMailAction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: emailKeys.all,
    mutationFn: (action: MailAction) => send(action) as Promise<unknown>,
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: emailKeys.all });
      const [ids, patch] = optimistic(action);
      return { snapshot: patchMails(client, ids, patch) };
    },
    onError: (_e, _a, context) => context?.snapshot.forEach(([key, data]) => client.setQueryData(key, data)),
    onSettled: () => refetchAfterLastMutation(client, emailKeys.all, emailKeys.all),
  });
}

export function useCompose() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: emailKeys.all });
  const sendMail = useMutation({
    mutationFn: (mail: ComposePayload) => request(EMAIL_PATHS.send, { method: 'POST', body: { mail }, schema: idResponseSchema }),
    onSuccess: done,
  });
  const saveDraft = useMutation({
    mutationFn: (mail: ComposePayload) => request(EMAIL_PATHS.saveDraft, { method: 'POST', body: { mail }, schema: idResponseSchema }),
    onSuccess: done,
  });
  return { sendMail, saveDraft };
}
