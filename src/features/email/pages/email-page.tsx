import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, Search } from 'lucide-react';
import { sanitizeHtml } from '@/components/patterns/safe-html';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { isEmailFilter, type Mail } from '../api/email.contract';
import { useMails } from '../api/email.queries';
import { ComposeDialog, type ComposeInitial } from '../components/compose-dialog';
import { EmailSidebar } from '../components/email-sidebar';
import { MailList } from '../components/mail-list';
import { MailToolbar } from '../components/mail-toolbar';
import { MailView } from '../components/mail-view';
import { useMailActions } from '../components/use-mail-actions';
import { useMailShortcuts } from '../components/use-mail-shortcuts';

export default function EmailPage() {
  const { t } = useTranslation('email');
  const { t: tc } = useTranslation();
  const params = useParams();
  const filter = isEmailFilter(params.filter) ? params.filter : 'inbox';
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const openId = Number(searchParams.get('mail')) || null;
  const [text, setText] = useState(q);
  const [drawer, setDrawer] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [cursorId, setCursorId] = useState<number | null>(null);
  const [compose, setCompose] = useState<{ open: boolean; initial: ComposeInitial; key: number }>({ open: false, initial: {}, key: 0 });
  const known = useRef(new Map<number, Mail>());
  const query = useMails(filter, q);
  const actions = useMailActions();
  const mails = useMemo(() => query.data ?? [], [query.data]);
  mails.forEach((m) => known.current.set(m.id, m));

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: key === 'q' },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    const id = setTimeout(() => text.trim() !== q && setParam('q', text.trim() || null), 250);
    return () => clearTimeout(id);
  }, [text, q, setParam]);

  const openMail = mails.find((m) => m.id === openId) ?? null;
  const openIndex = openMail ? mails.indexOf(openMail) : -1;
  const unreadOpen = openMail?.unread ? openMail : null;
  // Opening a mail (click, j/k, or a ?mail= link) marks it read once.
  useEffect(() => {
    if (unreadOpen) void actions.markRead(unreadOpen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadOpen?.id]);
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
  const close = useCallback(() => setParam('mail', null), [setParam]);

  const reply = (mail: Mail, mode: 'reply' | 'forward') =>
    startCompose(
      mode === 'reply'
        ? { to: mail.sender, subject: mail.subject.startsWith('Re:') ? mail.subject : `Re: ${mail.subject}` }
        : {
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
    trash: (m) => void actions.trash([m]).then((ok) => ok && openMail?.id === m.id && close()),
  });

  return (
    <div className="flex h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card shadow-card">
      <aside className="hidden w-64 shrink-0 border-r lg:block">
        <EmailSidebar onCompose={() => startCompose()} />
      </aside>
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="w-72 pt-10" closeLabel={tc('actions.close')} aria-describedby={undefined}>
          <SheetTitle className="sr-only">{t('nav')}</SheetTitle>
          <div className="min-h-0 flex-1">
            <EmailSidebar onCompose={() => startCompose()} onNavigate={() => setDrawer(false)} />
          </div>
        </SheetContent>
      </Sheet>
      <section className="relative flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b px-3 py-2 sm:px-4">
          <Button
            variant="ghost"
            color="secondary"
            size="icon"
            className="lg:hidden"
            aria-label={t('openFolders')}
            onClick={() => setDrawer(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              maxLength={200}
              className="border-transparent bg-transparent pl-9 shadow-none focus-visible:border-primary"
            />
          </div>
        </div>
        <MailToolbar
          filter={filter}
          visible={mails}
          selected={selected}
          actions={actions}
          onSelectAll={(on) => setSelectedIds(on ? new Set([...selectedIds, ...mails.map((m) => m.id)]) : new Set())}
          onDone={() => setSelectedIds(new Set())}
        />
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
      </section>
      <ComposeDialog
        key={compose.key}
        open={compose.open}
        initial={compose.initial}
        onClose={() => setCompose((c) => ({ ...c, open: false }))}
      />
    </div>
  );
}
