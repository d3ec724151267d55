import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { ChatContact, Contact } from '../api/chat.contract';
import { listTime } from './chat-time';

interface ChatListItemProps {
  contact: Contact | ChatContact;
  active: boolean;
  onSelect: (contact: Contact) => void;
}

/** A row of the Chats list (last message, time, unseen badge) or the Contacts list (about line). */
export function ChatListItem({ contact, active, onSelect }: ChatListItemProps) {
  const { t, i18n } = useTranslation('chat');
  const chat = 'chat' in contact ? contact.chat : null;
  const last = chat?.lastMessage;
  return (
    <li className="min-w-0">
      <button
        type="button"
        onClick={() => onSelect(contact)}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          active && 'bg-primary-solid text-white shadow-md hover:bg-primary-solid',
        )}
      >
        <Avatar src={contact.photoURL} name={contact.displayName} status={contact.status} decorative />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span dir="auto" className={cn('truncate font-medium', !active && 'text-[var(--heading)]')}>
              {contact.displayName}
            </span>
            {chat?.isPinned && (
              <Pin
                className={cn('size-3.5 shrink-0 rotate-45', active ? 'text-white' : 'text-warning-text')}
                aria-label={t('lists.pinned')}
              />
            )}
          </span>
          <span
            dir="auto"
            className={cn('block truncate text-sm ltr:text-left rtl:text-right', active ? 'text-white/85' : 'text-muted-foreground')}
          >
            {chat ? (last?.textContent ?? '') : contact.about}
          </span>
        </span>
        {chat && (
          <span className="flex shrink-0 flex-col items-end gap-1 self-start pt-0.5">
            {last && (
              <span className={cn('text-xs', active ? 'text-white/85' : 'text-muted-foreground')}>
                {listTime(last.time, i18n.language)}
              </span>
            )}
            {chat.unseenMsgs > 0 && (
              <Badge variant="solid" color="primary" className={cn('min-w-5 justify-center', active && 'bg-white text-primary-text')}>
                <span aria-hidden="true">{chat.unseenMsgs}</span>
                <span className="sr-only">{t('lists.unread', { count: chat.unseenMsgs })}</span>
              </Badge>
            )}
          </span>
        )}
      </button>
    </li>
  );
}
