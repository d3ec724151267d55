import { useEffect, useRef } from 'react';
import { Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { ScrollArea } from '@/components/ui/scroll-area';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/format';
import type { UserInfo } from '@/lib/session/session.schema';
import type { Contact } from '../api/chat.contract';
import type { LogMessage } from '../api/chat.queries';
import { dayLabel, groupMessages } from './chat-log-groups';
import { MessageText } from './message-text';

interface ChatLogProps {
  messages: readonly LogMessage[];
  contact: Contact;
  me: UserInfo;
  unreadFrom: number;
}

export function ChatLog({ messages, contact, me, unreadFrom }: ChatLogProps) {
  const { t, i18n } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const items = groupMessages(messages, unreadFrom);

  // Keep the newest message in view when the conversation opens and whenever one is added.
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, contact.id]);

  return (
    <ScrollArea
      ref={ref}
      focusable
      role="region"
      aria-label={t('log.label', { name: contact.displayName })}
      className="min-h-0 flex-1 bg-muted/40 px-3 py-4 sm:px-6"
    >
      {items.length === 0 && <p className="py-10 text-center text-sm text-muted-foreground">{t('log.empty')}</p>}
      <ol className="grid gap-4">
        {items.map((item) => {
          if (item.kind === 'date' || item.kind === 'unread') {
            const label =
              item.kind === 'unread'
                ? t('log.unread')
                : ((d) => (d ? t(`log.${d}`) : formatDate(item.time, i18n.language, 'long')))(dayLabel(item.time, new Date()));
            return (
              <li key={item.key} className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
                <span className={cn('h-px flex-1', item.kind === 'unread' ? 'bg-danger/50' : 'bg-border')} />
                <span className={cn(item.kind === 'unread' && 'text-danger-text')}>{label}</span>
                <span className={cn('h-px flex-1', item.kind === 'unread' ? 'bg-danger/50' : 'bg-border')} />
              </li>
            );
          }
          const lastMsg = item.messages.at(-1);
          const who = item.isSent ? me : contact;
          return (
            <li key={item.key} className={cn('flex items-start gap-3', item.isSent && 'flex-row-reverse')}>
              <Avatar src={who.photoURL} name={who.displayName} size="sm" decorative className="mt-0.5" />
              <div className={cn('flex min-w-0 max-w-[80%] flex-col gap-1 sm:max-w-[70%]', item.isSent ? 'items-end' : 'items-start')}>
                {item.messages.map((m, i) => (
                  <p
                    key={`${m.time}-${i}`}
                    className={cn(
                      'max-w-full rounded-xl px-3.5 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap shadow-sm',
                      item.isSent
                        ? 'rounded-tr-sm bg-primary-solid text-white'
                        : 'rounded-tl-sm border border-border/70 bg-card text-foreground',
                      m.pending && 'opacity-80',
                    )}
                  >
                    <MessageText text={m.textContent} />
                  </p>
                ))}
                {lastMsg && (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <time dateTime={lastMsg.time}>{formatTime(lastMsg.time, i18n.language)}</time>
                    {item.isSent && <DeliveryTick message={lastMsg} />}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </ScrollArea>
  );
}

function DeliveryTick({ message }: { message: LogMessage }) {
  const { t } = useTranslation('chat');
  if (message.pending) return <Clock className="size-3.5" role="img" aria-label={t('log.pending')} />;
  if (message.isSeen) return <CheckCheck className="size-3.5 text-success-text" role="img" aria-label={t('log.seen')} />;
  return <Check className="size-3.5" role="img" aria-label={t('log.sent')} />;
}
