import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MailX, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import type { Mail } from '../api/email.contract';
import { MailRow } from './mail-row';

interface MailListProps {
  query: UseQueryResult<Mail[]>;
  q: string;
  selectedIds: ReadonlySet<number>;
  cursorId: number | null;
  onCursor: (id: number) => void;
  onSelect: (id: number, on: boolean) => void;
  onOpen: (mail: Mail) => void;
  onStar: (mail: Mail) => void;
  /** The empty state's title, focusable from script: where focus goes when the last mails leave the folder. */
  emptyRef?: RefObject<HTMLElement | null>;
}

export function MailList({ query, q, selectedIds, cursorId, onCursor, onSelect, onOpen, onStar, emptyRef }: MailListProps) {
  const { t } = useTranslation('email');
  const listRef = useRef<HTMLUListElement>(null);
  const mails = query.data ?? [];
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(query);

  if (loadError) return <ErrorState message={t('list.loadError')} {...retryProps(query, loadError)} />;
  if (query.isPending)
    return (
      <ul aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="flex items-start gap-3 border-b px-4 py-3.5">
            <Skeleton className="size-4" />
            <Skeleton className="size-8 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-1/3" />
              <Skeleton className="h-3.5 w-3/4" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  // A failed refresh (after a fault, or a rolled-back action) keeps the mails that were loaded on screen.
  const refreshFailed = query.isError && query.data ? <RefreshFailedNotice {...retryProps(query, query.error)} /> : null;
  if (mails.length === 0) {
    // tabIndex -1: not a Tab stop, but a visible place for focus that names the state when the last mails went.
    const title = (text: string) => (
      <span ref={emptyRef} tabIndex={-1} className="rounded-sm outline-none focus-visible:ring-3 focus-visible:ring-primary/25">
        {text}
      </span>
    );
    return (
      <>
        {refreshFailed}
        {q ? (
          <EmptyState icon={<SearchX />} title={title(t('list.emptySearch'))} />
        ) : (
          <EmptyState icon={<MailX />} title={title(t('list.empty'))} description={t('list.emptyHint')} />
        )}
      </>
    );
  }

  const cursor = mails.some((m) => m.id === cursorId) ? cursorId : mails[0]?.id;
  // ↑/↓ from any control of a row moves to the next/previous row's subject button.
  const onNavigate = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-mail-row]') ?? []);
    const current = rows.findIndex((r) => r.contains(e.currentTarget));
    if (current < 0) return;
    e.preventDefault();
    rows[Math.min(rows.length - 1, Math.max(0, current + (e.key === 'ArrowDown' ? 1 : -1)))]
      ?.querySelector<HTMLElement>('[data-mail-open]')
      ?.focus();
  };

  return (
    <>
      {refreshFailed}
      <ul ref={listRef} aria-label={t('list.label')} aria-describedby="mail-shortcuts">
        {mails.map((mail) => (
          <MailRow
            key={mail.id}
            mail={mail}
            selected={selectedIds.has(mail.id)}
            cursor={mail.id === cursor}
            onSelect={(on) => onSelect(mail.id, on)}
            onOpen={() => onOpen(mail)}
            onStar={() => onStar(mail)}
            onFocusRow={() => onCursor(mail.id)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <p id="mail-shortcuts" className="hidden px-4 py-3 text-xs text-muted-foreground lg:block">
        {t('list.shortcuts')}
      </p>
    </>
  );
}
