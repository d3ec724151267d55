import { useRef, useState } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { Menu, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { useWidthClass } from '@/hooks/use-width-class';
import type { Contact } from '../api/chat.contract';
import { useContacts } from '../api/chat.queries';
import { ChatSidebar } from '../components/chat-sidebar';
import { Conversation } from '../components/conversation';
import { ProfileDrawer } from '../components/profile-drawer';

export default function ChatPage() {
  const { t } = useTranslation('chat');
  const wide = useWidthClass() === 'xl';
  const [params, setParams] = usePageSearchParams();
  const selectedId = Number(params.get('contact')) || null;
  const allContacts = useContacts('');
  // A Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const contactsError = useLoadError(allContacts);
  const selected = allContacts.data?.find((c) => c.id === selectedId) ?? null;
  const [listOpen, setListOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  // Picking a contact moves focus to the composer (the list may close under it on phones); a ?contact= link does not.
  const [picked, setPicked] = useState(false);

  const select = (contact: Contact) => {
    setPicked(true);
    setParams({ contact: String(contact.id) });
    setListOpen(false);
  };
  const openProfile = () => {
    setListOpen(false);
    setProfileOpen(true);
  };
  // "Start conversation" means: find someone. On phones the drawer opens on its search field (as the wide layout
  // focuses it), not on the first control (the own-profile button), so typing a name just works.
  const searchOnOpen = useRef(false);
  const start = () => {
    if (wide) {
      searchRef.current?.focus();
      return;
    }
    searchOnOpen.current = true;
    setListOpen(true);
  };

  const sidebar = (
    <ChatSidebar
      selectedId={selectedId}
      onSelect={select}
      onOpenProfile={openProfile}
      onClose={wide ? undefined : () => setListOpen(false)}
      searchRef={searchRef}
    />
  );

  return (
    <div className="flex h-app-frame min-h-[26rem] overflow-hidden rounded-lg border border-border/60 bg-card shadow-card">
      {wide ? (
        <aside className="w-[22rem] shrink-0 border-r" aria-label={t('lists.chats')}>
          {sidebar}
        </aside>
      ) : (
        <Sheet open={listOpen} onOpenChange={setListOpen}>
          <SheetContent
            side="left"
            hideClose
            className="w-[22rem] p-0"
            onOpenAutoFocus={(e) => {
              if (!searchOnOpen.current) return;
              searchOnOpen.current = false;
              e.preventDefault();
              searchRef.current?.focus();
            }}
          >
            <SheetTitle className="sr-only">{t('lists.chats')}</SheetTitle>
            {sidebar}
          </SheetContent>
        </Sheet>
      )}
      <div className="min-w-0 flex-1">
        {selected ? (
          <Conversation
            key={selected.id}
            contact={selected}
            focusComposer={picked}
            onOpenList={wide ? undefined : () => setListOpen(true)}
          />
        ) : (
          <div className="relative flex h-full flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
            {!wide && (
              <Button
                variant="ghost"
                color="secondary"
                size="icon-sm"
                className="absolute top-3 left-3"
                onClick={() => setListOpen(true)}
                aria-label={t('header.openList')}
              >
                <Menu aria-hidden="true" />
              </Button>
            )}
            {/* Under 1200 px the lists live in a closed drawer: say here that they failed, or the page looks fine but is dead. */}
            {!wide && contactsError ? (
              <ErrorState message={t('lists.contactsLoadError')} {...retryProps(allContacts, contactsError)} />
            ) : (
              <>
                <div
                  className="flex size-28 items-center justify-center rounded-full bg-card text-primary-text shadow-card"
                  aria-hidden="true"
                >
                  <MessageSquare className="size-14" />
                </div>
                <p className="max-w-xs text-sm text-muted-foreground">{t('start.text')}</p>
                <Button onClick={start} className="rounded-full">
                  {t('start.button')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      <ProfileDrawer open={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}
