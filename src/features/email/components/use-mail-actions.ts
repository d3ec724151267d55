import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import type { Mail, MailFolder, MailLabel } from '../api/email.contract';
import { useMailAction, type MailAction } from '../api/email.queries';

/** Mailbox actions with their messages: optimistic, rolled back with a toast on failure, Undo after moves. */
export function useMailActions() {
  const { t } = useTranslation('email');
  const { t: tc } = useTranslation();
  const mutation = useMailAction();

  const run = (action: MailAction) =>
    mutation.mutateAsync(action).then(
      () => true,
      (error: unknown) => {
        // Says why (no permission, offline…): a retry does not help with every cause.
        toast.error(t('toast.failed'), { description: errorMessage(error) });
        return false;
      },
    );

  const move = async (mails: Mail[], folder: MailFolder) => {
    if (mails.length === 0) return false;
    const origins = new Map<MailFolder, number[]>();
    mails.forEach((m) => origins.set(m.mailFolder, [...(origins.get(m.mailFolder) ?? []), m.id]));
    const done = await run({ type: 'move', ids: mails.map((m) => m.id), folder });
    if (done) {
      const text =
        folder === 'trash'
          ? t('toast.trashed', { count: mails.length })
          : t('toast.moved', { count: mails.length, folder: t(`folders.${folder}`) });
      toast.success(text, {
        action: {
          label: tc('actions.undo'),
          onClick: () => {
            void Promise.all([...origins].map(([from, ids]) => run({ type: 'move', ids, folder: from })));
          },
        },
      });
    }
    return done;
  };

  return {
    move,
    trash: (mails: Mail[]) => move(mails, 'trash'),
    toggleLabel: async (mails: Mail[], label: MailLabel) => {
      const add = !mails.every((m) => m.labels.includes(label));
      const done = await run({ type: 'toggleLabel', ids: mails.map((m) => m.id), label, add });
      const opts = { label: t(`labels.${label}`) };
      if (done) toast.success(add ? t('toast.labelAdded', opts) : t('toast.labelRemoved', opts));
      return done;
    },
    setLabels: (mail: Mail, labels: MailLabel[]) => run({ type: 'setLabels', id: mail.id, labels }),
    markUnread: async (mails: Mail[], unread = true) => {
      const done = await run({ type: 'unread', ids: mails.map((m) => m.id), unread });
      if (done) toast.success(unread ? t('toast.markedUnread') : t('toast.markedRead'));
      return done;
    },
    /** Opening a mail: quiet, no toast unless it fails. */
    markRead: (mail: Mail) => (mail.unread ? run({ type: 'unread', ids: [mail.id], unread: false }) : Promise.resolve(true)),
    star: (mail: Mail) => run({ type: 'star', id: mail.id, value: !mail.isStarred }),
  };
}
export type MailActions = ReturnType<typeof useMailActions>;
