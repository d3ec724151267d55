import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useActiveUser } from '@/lib/session/session.store';
import type { ChatLogEntry } from '../api/dashboard.contract';
import { useChatLog } from '../api/dashboard.queries';
import { CardQuery } from './card-query';

const MAX_LENGTH = 1000;

/** Demo chat: the log from the mock, anchored at the bottom; new messages are appended locally. */
export function ChatCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useChatLog();
  const title = t('chat.title');
  const skeleton = (
    <div className="space-y-4 p-5">
      <Skeleton className="h-5 w-24" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className={cn('h-9 w-2/3', i % 2 && 'ms-auto')} />
      ))}
      <Skeleton className="h-9" />
    </div>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {(log) => <ChatBody log={log} title={title} className={className} />}
    </CardQuery>
  );
}

function ChatBody({ log, title, className }: { log: ChatLogEntry[]; title: string; className?: string }) {
  const { t } = useTranslation('dashboard');
  const me = useActiveUser();
  const [sent, setSent] = useState<ChatLogEntry[]>([]);
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const messages = [...log, ...sent];

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const msg = draft.trim();
    if (!msg) return;
    setSent((s) => [...s, { msg: msg.slice(0, MAX_LENGTH), isSent: true, senderImg: me.photoURL || '/images/avatars/avatar-11.svg' }]);
    setDraft('');
  };

  return (
    <Card className={cn('flex h-[440px] flex-col', className)} aria-labelledby="chat-title">
      <CardHeader className="border-b pb-4">
        <CardTitle id="chat-title">{title}</CardTitle>
      </CardHeader>
      {/* A focusable log (new messages are announced) around the list, so the list keeps its semantics. */}
      <div
        ref={scroller}
        role="log"
        tabIndex={0}
        aria-label={t('chat.log')}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ol className="flex flex-1 flex-col gap-3">
          <li className="mt-auto" aria-hidden="true" />
          {messages.map((m, i) => (
            <li key={i} className={cn('flex items-end gap-2', m.isSent && 'flex-row-reverse')}>
              <Avatar size="sm" src={m.senderImg} name={m.isSent ? t('chat.you') : t('chat.contact')} decorative />
              <p
                className={cn(
                  'max-w-[75%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm',
                  m.isSent ? 'rounded-br-none bg-primary-solid text-white' : 'rounded-bl-none bg-muted text-foreground',
                )}
              >
                <span className="sr-only">{m.isSent ? t('chat.you') : t('chat.contact')}: </span>
                {m.msg}
              </p>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={send} className="flex gap-2 border-t px-5 py-4">
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
        />
        <Button type="submit" size="icon" aria-label={t('chat.send')}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}
