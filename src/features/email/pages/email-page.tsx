import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { useTranslation } from 'react-i18next';
import { AppSplitView } from '@/components/patterns/app-split-view';
import { sanitizeHtml } from '@/components/patterns/safe-html';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { useUrlSearch } from '@/hooks/use-url-search';
import { isEmailFilter, type Mail } from '../api/email.contract';
import { useMails } from '../api/email.queries';
import { ComposeDialog } from '../components/compose-dialog';
import type { ComposeInitial } from '../components/compose-form';
import { EmailSidebar } from '../components/email-sidebar';
import { MailList } from '../components/mail-list';
import { MailToolbar } from '../components/mail-toolbar';
import { MailView } from '../components/mail-view';
import { useMailActions } from '../components/use-mail-actions';
import { useMailShortcuts } from '../components/use-mail-shortcuts';

export default function EmailPage() {
  const { t, i18n } = useTranslation('email');
  const params = useParams();
  const filter = isEmailFilter(params.filter) ? params.filter : 'inbox';
  const [searchParams, setSearchParams] = usePageSearchParams();
  const { text, setText, q } = useUrlSearch();
  const openId = Number(searchParams.get('mail')) || null;
  const [drawer, setDrawer] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [cursorId, setCursorId] = useState<number | null>(null);
  const [compose, setCompose] = useState<{ open: boolean; initial: ComposeInitial; key: number }>({ open: false, initial: {}, key: 0 });
  const known = useRef(new Map<number, Mail>());
  const query = useMails(filter, q);
  const actions = useMailActions();
  // A toolbar action that clears the selection disables the control it was started from: focus goes to Select all
  // in the toolbar, or, once the folder is empty and Select all is disabled too, to the empty state's title.
  const refocus = useFocusAfterRemove<HTMLDivElement, HTMLElement>({
    item: '[data-mail-toolbar]',
    focus: '[data-select-all]',
    skipDisabled: true,
  });
  const mails = useMemo(() => query.data ?? [], [query.data]);
  mails.forEach((m) => known.current.set(m.id, m));

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      }),
    [setSearchParams],
  );

  const openMail = mails.find((m) => m.id === openId) ?? null;
  const openIndex = openMail ? mails.indexOf(openMail) : -1;
  const unreadOpen = openMail?.unread ? openMail : null;
  // Opening a mail (click, j/k, or a ?mail= link) marks it read once. A failed call rolls the mail back to
  // unread: that must not start another call (a request and a toast per render), so one try per opening.
  const triedRead = useRef<number | null>(null);
  useEffect(() => {
    if (!unreadOpen || triedRead.current === unreadOpen.id) return;
    triedRead.current = unreadOpen.id;
    void actions.markRead(unreadOpen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadOpen?.id]);
  useEffect(() => {
    if (openId === null) triedRead.current = null;
  }, [openId]);
  // Selection survives searching: ids stay selected while hidden; actions use the last known copy.
  const selected = [...selectedIds]
    .map((id) => mails.find((m) => m.id === id) ?? known.current.get(id))
    .filter((m): m is Mail => Boolean(m));

  const startCompose = (initial: ComposeInitial = {}) => {
    setDrawer(false);
    setCompose((c) => ({ open: true, initial, key: c.key + 1 }));
  };

  const open = (mail: Mail) => {
    if (mail.mailFolder === 'draft') {
      startCompose({
        id: mail.id,
        to: mail.to.map((r) => r.email).join(', '),
        cc: mail.cc.join(', '),
        bcc: mail.bcc.join(', '),
        subject: mail.subject,
        message: sanitizeHtml(mail.message),
        attachments: mail.attachments,
      });
      return;
    }
    setCursorId(mail.id);
    setParam('mail', String(mail.id));
  };
  const close = useCallback(() => {
    const id = openId;
    const pane = document.querySelector('[aria-labelledby="mail-view-subject"]');
    const hadFocus = pane?.contains(document.activeElement) || document.activeElement === document.body;
    setParam('mail', null);
    // Back in the list, focus returns to the mail that was open (or the current row if it left the folder).
    if (hadFocus)
      requestAnimationFrame(() =>
        (
          document.querySelector<HTMLElement>(`[data-mail-row="${id}"] [data-mail-open]`) ??
          document.querySelector<HTMLElement>('[data-mail-open][tabindex="0"]')
        )?.focus(),
      );
  }, [setParam, openId]);

  // '#' in the list removes the focused row at once (optimistic): hand focus and the cursor to its neighbour first,
  // or the keyboard user is dropped on <body>.
  const moveFocusOffRow = (mail: Mail) => {
    const row = document.querySelector(`[data-mail-row="${mail.id}"]`);
    const index = mails.indexOf(mail);
    const neighbour = mails[index + 1] ?? mails[index - 1];
    if (!neighbour) {
      // The folder's last mail: once it is gone, focus goes where it goes after the toolbar empties the folder.
      if (row?.contains(document.activeElement)) refocus.mark(document.activeElement as HTMLElement);
      return;
    }
    setCursorId(neighbour.id);
    if (row?.contains(document.activeElement))
      document.querySelector<HTMLElement>(`[data-mail-row="${neighbour.id}"] [data-mail-open]`)?.focus();
  };

  const reply = (mail: Mail, mode: 'reply' | 'forward') =>
    startCompose(
      mode === 'reply'
        ? {
            mode,
            to: mail.sender,
            subject: mail.subject.startsWith('Re:') ? mail.subject : `Re: ${mail.subject}`,
            // The original below an attribution line, as mail clients quote it; the names are escaped into the HTML.
            message: `<p><br></p><p>${t('view.wrote', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(mail.time)),
              name: mail.sender_name,
              interpolation: { escapeValue: true },
            })}</p><blockquote>${sanitizeHtml(mail.message)}</blockquote>`,
          }
        : {
            mode,
            subject: `Fwd: ${mail.subject}`,
            message: `<p><br></p><p>---------- ${t('view.forwarded')} ----------</p>${sanitizeHtml(mail.message)}`,
            attachments: mail.attachments,
          },
    );

  const toggleSelect = (id: number, on: boolean) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  useMailShortcuts({
    enabled: !compose.open,
    mails,
    cursorId,
    openMail,
    setCursor: setCursorId,
    open,
    close,
    toggleSelect: (m) => toggleSelect(m.id, !selectedIds.has(m.id)),
    star: (m) => void actions.star(m),
    trash: (m) => {
      if (!openMail) moveFocusOffRow(m);
      void actions.trash([m]).then((ok) => ok && openMail?.id === m.id && close());
    },
  });

  return (
    <>
      <AppSplitView
        sidebar={(onNavigate) => <EmailSidebar onCompose={() => startCompose()} onNavigate={onNavigate} />}
        drawerOpen={drawer}
        onDrawerOpenChange={setDrawer}
        navTitle={t('nav')}
        openNavLabel={t('openFolders')}
        search={{ value: text, onChange: setText, label: t('search.label'), placeholder: t('search.placeholder') }}
      >
        <div ref={refocus.container}>
          <MailToolbar
            filter={filter}
            visible={mails}
            selected={selected}
            actions={actions}
            onSelectAll={(on) => setSelectedIds(on ? new Set([...selectedIds, ...mails.map((m) => m.id)]) : new Set())}
            onDone={() => setSelectedIds(new Set())}
            onPress={refocus.mark}
            onFailed={refocus.cancel}
          />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <MailList
            query={query}
            q={q}
            selectedIds={selectedIds}
            cursorId={cursorId}
            onCursor={setCursorId}
            onSelect={toggleSelect}
            onOpen={open}
            onStar={(m) => void actions.star(m)}
            emptyRef={refocus.fallback}
          />
        </div>
        {openMail && (
          <MailView
            key={openMail.id}
            mail={openMail}
            actions={actions}
            onClose={close}
            onPrev={openIndex > 0 ? () => open(mails[openIndex - 1] as Mail) : undefined}
            onNext={openIndex >= 0 && openIndex < mails.length - 1 ? () => open(mails[openIndex + 1] as Mail) : undefined}
            onReply={(mode) => reply(openMail, mode)}
          />
        )}
      </AppSplitView>
      <ComposeDialog
        key={compose.key}
        open={compose.open}
        initial={compose.initial}
        onClose={() => setCompose((c) => ({ ...c, open: false }))}
        // A sent draft leaves the Draft folder, and with it the row that opened it: focus goes to the list's current row.
        focusWhenOpenerGone={() => document.querySelector<HTMLElement>('[data-mail-open][tabindex="0"]')}
      />
    </>
  );
}
