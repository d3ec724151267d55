import { useEffect, useRef, useState } from 'react';
import { Menu, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useActiveUser } from '@/lib/session/session.store';
import type { Contact } from '../api/chat.contract';
import { useChats, useMarkAllSeen, useSetPinned, type LogMessage } from '../api/chat.queries';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { firstUnseenIndex } from './chat-log-groups';
import { ContactDrawer } from './contact-drawer';

const EMPTY: LogMessage[] = [];

interface ConversationProps {
  contact: Contact;
  /** Shown when the contact list is a drawer. */
  onOpenList?: () => void;
  /** Focus the composer when the conversation opens (the user just picked this contact). */
  focusComposer?: boolean;
}

/** Header, log and composer of one conversation. Mount with key={contact.id}. */
export function Conversation({ contact, onOpenList, focusComposer = false }: ConversationProps) {
  const { t } = useTranslation('chat');
  const me = useActiveUser();
  const chats = useChats();
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(chats);
  const chat = chats.data?.[contact.id];
  const markSeen = useMarkAllSeen();
  const setPinned = useSetPinned();
  const [profileOpen, setProfileOpen] = useState(false);
  const [unreadFrom, setUnreadFrom] = useState<number | null>(null);
  const isPinned = chat?.isPinned ?? false;

  // Opening a conversation marks it seen; the unread divider remembers where the new messages began.
  useEffect(() => {
    if (!chats.data || unreadFrom !== null) return;
    const first = firstUnseenIndex(chat?.msg);
    setUnreadFrom(first);
    if (first >= 0)
      markSeen.mutate(contact.id, { onError: (error) => toast.error(t('errors.seen'), { description: errorMessage(error) }) });
  }, [chats.data, chat, unreadFrom, contact.id, markSeen, t]);

  const togglePin = () =>
    setPinned.mutate(
      { contactId: contact.id, value: !isPinned },
      { onError: (error) => toast.error(t('errors.pin'), { description: errorMessage(error) }) },
    );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-4">
        {onOpenList && (
          <Button variant="ghost" color="secondary" size="icon-sm" onClick={onOpenList} aria-label={t('header.openList')}>
            <Menu aria-hidden="true" />
          </Button>
        )}
        <button
          type="button"
          onClick={() => setProfileOpen(true)}
          className="flex min-w-0 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('contact.open', { name: contact.displayName })}
        >
          <Avatar src={contact.photoURL} name={contact.displayName} status={contact.status} decorative />
          <span className="min-w-0">
            <span dir="auto" className="block truncate font-semibold text-[var(--heading)] ltr:text-left rtl:text-right">
              {contact.displayName}
            </span>
            <span className="block truncate text-xs text-muted-foreground">{t(`status.${contact.status}`)}</span>
          </span>
        </button>
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          className="ml-auto"
          onClick={togglePin}
          disabled={!chat}
          aria-pressed={isPinned}
          aria-label={isPinned ? t('header.unpin') : t('header.pin')}
        >
          <Star className={cn(isPinned && 'fill-warning text-warning')} aria-hidden="true" />
        </Button>
      </header>
      {/* A failed refresh keeps the messages on screen (and the draft in the composer), under a notice. */}
      {chats.isError && chats.data && <RefreshFailedNotice {...retryProps(chats, chats.error)} />}
      {loadError ? (
        <ErrorState className="flex-1" message={t('log.loadError')} {...retryProps(chats, loadError)} />
      ) : chats.isPending ? (
        <LogSkeleton />
      ) : (
        <ChatLog messages={chat?.msg ?? []} contact={contact} me={me} unreadFrom={unreadFrom ?? -1} />
      )}
      <LiveAnnouncer ready={Boolean(chats.data)} messages={chat?.msg ?? EMPTY} contact={contact} />
      <ChatComposer contact={contact} isPinned={isPinned} focusOnMount={focusComposer} />
      <ContactDrawer contact={contact} open={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}

/** Announces messages added while the conversation is open (sent confirmations and incoming ones). */
function LiveAnnouncer({ ready, messages, contact }: { ready: boolean; messages: readonly LogMessage[]; contact: Contact }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const seen = useRef<LogMessage | null | undefined>(undefined);
  const last = messages.at(-1) ?? null;
  useEffect(() => {
    if (!ready || last?.pending) return;
    const previous = seen.current;
    seen.current = last;
    // The first look and refetches of the same message announce nothing.
    if (previous === undefined || !last || (previous && previous.time === last.time && previous.textContent === last.textContent)) return;
    const opts = { name: contact.displayName };
    setText(last.isSent ? t('live.sent', opts) : `${t('live.received', opts)}: ${last.textContent}`);
  }, [ready, last, contact.displayName, t]);
  return (
    <p aria-live="polite" role="status" className="sr-only">
      {text}
    </p>
  );
}

function LogSkeleton() {
  return (
    <div className="grid flex-1 content-start gap-4 bg-muted/40 px-6 py-6" aria-busy="true">
      {[false, true, false].map((sent, i) => (
        <div key={i} className={cn('flex items-start gap-3', sent && 'flex-row-reverse')}>
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className={cn('h-14 rounded-xl', sent ? 'w-1/3' : 'w-1/2')} />
        </div>
      ))}
    </div>
  );
}
