import { useState, type ReactNode, type Ref } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { ScrollArea } from '@/components/ui/scroll-area';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { errorMessage } from '@/lib/api-client';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveUser } from '@/lib/session/session.store';
import type { Contact } from '../api/chat.contract';
import { sortChatContacts, useChatContacts, useContacts } from '../api/chat.queries';
import { ChatListItem } from './chat-list-item';
import { useDebounced } from './use-debounced';

interface ChatSidebarProps {
  selectedId: number | null;
  onSelect: (contact: Contact) => void;
  onOpenProfile: () => void;
  /** Set when the pane is shown as a drawer. */
  onClose?: () => void;
  searchRef?: Ref<HTMLInputElement>;
}

export function ChatSidebar({ selectedId, onSelect, onOpenProfile, onClose, searchRef }: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const user = useActiveUser();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const chatContacts = useChatContacts(q);
  const contacts = useContacts(q);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <button
          type="button"
          onClick={onOpenProfile}
          className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('profile.open')}
        >
          <Avatar src={user.photoURL} name={user.displayName} status={user.status} decorative />
        </button>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            className="rounded-full ps-9"
            maxLength={100}
          />
        </div>
        {onClose && (
          <Button variant="ghost" color="secondary" size="icon-sm" onClick={onClose} aria-label={t('header.closeList')}>
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {/* Both lists keep what they showed when a refresh fails: one notice for the pane. */}
      {((chatContacts.isError && chatContacts.data) || (contacts.isError && contacts.data)) && (
        <RefreshFailedNotice
          onRetry={() => void Promise.all([chatContacts.refetch(), contacts.refetch()])}
          retrying={chatContacts.isFetching || contacts.isFetching}
          reason={errorMessage(chatContacts.error ?? contacts.error)}
        />
      )}
      <ScrollArea className="min-h-0 flex-1 px-2 pb-4">
        <ListSection title={t('lists.chats')} query={chatContacts} empty={t('lists.noChats')} errorText={t('lists.loadError')}>
          {sortChatContacts(chatContacts.data ?? []).map((c) => (
            <ChatListItem key={c.id} contact={c} active={c.id === selectedId} onSelect={onSelect} />
          ))}
        </ListSection>
        <ListSection title={t('lists.contacts')} query={contacts} empty={t('lists.noContacts')} errorText={t('lists.contactsLoadError')}>
          {(contacts.data ?? []).map((c) => (
            <ChatListItem key={c.id} contact={c} active={false} onSelect={onSelect} />
          ))}
        </ListSection>
      </ScrollArea>
    </div>
  );
}

interface ListSectionProps {
  title: string;
  empty: string;
  /** Shown when the first load fails, followed by the reason (no permission, offline…). */
  errorText: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    data: readonly unknown[] | undefined;
    refetch: () => unknown;
  };
  children: ReactNode;
}

function ListSection({ title, empty, errorText, query, children }: ListSectionProps) {
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(query);
  return (
    <section aria-label={title} className="pt-4">
      <h2 className="px-3 pb-2 text-lg font-semibold text-primary-text">{title}</h2>
      {loadError ? (
        <ErrorState size="sm" message={errorText} {...retryProps(query, loadError)} />
      ) : query.isPending ? (
        <div className="grid gap-3 px-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-1.5">
                <Skeleton className="h-3.5 w-1/2" />
                <Skeleton className="h-3 w-4/5" />
              </div>
            </div>
          ))}
        </div>
      ) : query.data?.length ? (
        <ul className="grid gap-0.5">{children}</ul>
      ) : (
        <p className="px-3 py-2 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
