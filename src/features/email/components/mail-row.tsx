import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip, Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/format';
import { htmlToText, type Mail } from '../api/email.contract';
import { LABEL_DOT } from './mail-meta';

function shortDate(iso: string, locale: string): string {
  const d = new Date(iso);
  const now = new Date();
  return d.toDateString() === now.toDateString() ? formatTime(d, locale) : formatDate(d, locale, 'monthDay');
}

interface MailRowProps {
  mail: Mail;
  selected: boolean;
  cursor: boolean;
  onSelect: (checked: boolean) => void;
  onOpen: () => void;
  onStar: () => void;
  onFocusRow: () => void;
  /** Arrow keys on the row's controls (the list moves the cursor). */
  onNavigate: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * One mail: the subject is the row's button (it opens the mail; its hit area covers the whole row). The row's
 * controls share one roving tab stop: only the cursor row is in the tab order.
 */
export function MailRow({ mail, selected, cursor, onSelect, onOpen, onStar, onFocusRow, onNavigate }: MailRowProps) {
  const { t, i18n } = useTranslation('email');
  const subjectId = useId();
  const excerpt = htmlToText(mail.message).slice(0, 200);
  const outgoing = mail.mailFolder === 'sent' || mail.mailFolder === 'draft';
  const who = outgoing ? mail.to.map((r) => r.name).join(', ') || '—' : mail.sender_name;
  return (
    <li
      data-mail-row={mail.id}
      onFocus={onFocusRow}
      className={cn(
        'group relative flex cursor-pointer items-start gap-3 border-b px-3 py-3 transition-[background-color,box-shadow] hover:z-[1] hover:shadow-md sm:px-4',
        mail.unread ? 'bg-card' : 'bg-muted/40',
        selected && 'bg-primary-soft/60',
      )}
    >
      <div className="relative z-[1] flex shrink-0 items-center gap-2 pt-0.5">
        <Checkbox
          checked={selected}
          onCheckedChange={(v) => onSelect(v === true)}
          aria-label={t('list.select')}
          aria-describedby={subjectId}
          tabIndex={cursor ? 0 : -1}
          onKeyDown={onNavigate}
        />
        <button
          type="button"
          aria-label={t('list.star')}
          aria-pressed={mail.isStarred}
          tabIndex={cursor ? 0 : -1}
          onClick={onStar}
          onKeyDown={onNavigate}
          className={cn(
            'rounded p-1 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary',
            mail.isStarred ? 'text-warning' : 'text-muted-foreground',
          )}
        >
          <Star className={cn('size-4', mail.isStarred && 'fill-current')} aria-hidden="true" />
        </button>
      </div>
      <Avatar src={mail.img} name={mail.sender_name} size="sm" decorative className="hidden sm:inline-flex" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span dir="auto" className={cn('min-w-0 truncate text-sm', mail.unread ? 'font-semibold text-[var(--heading)]' : 'font-medium')}>
            <bdi>{who}</bdi>
          </span>
          {mail.replies.length > 0 && <span className="text-xs text-muted-foreground">{mail.replies.length + 1}</span>}
          <span className="ml-auto flex shrink-0 items-center gap-1.5">
            {mail.labels.map((l) => (
              <span key={l} title={t(`labels.${l}`)} className={cn('size-2 rounded-full', LABEL_DOT[l])} aria-hidden="true" />
            ))}
            {mail.attachments.length > 0 && <Paperclip className="size-3.5 text-muted-foreground" aria-label={t('list.attachments')} />}
            <time
              dateTime={mail.time}
              className={cn('text-xs whitespace-nowrap', mail.unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}
            >
              {shortDate(mail.time, i18n.language)}
            </time>
          </span>
        </div>
        {/* The ::after box stretches the button over the row: a click anywhere opens the mail; the ring marks the row. */}
        <button
          type="button"
          id={subjectId}
          data-mail-open
          tabIndex={cursor ? 0 : -1}
          aria-current={cursor || undefined}
          onClick={onOpen}
          onKeyDown={onNavigate}
          dir="auto"
          className={cn(
            'block w-full cursor-pointer truncate text-sm ltr:text-left rtl:text-right outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-inset',
            mail.unread ? 'font-semibold text-foreground' : 'text-foreground/90',
          )}
        >
          {mail.mailFolder === 'draft' && <span className="mr-1 text-danger-text">{t('list.draftTag')}:</span>}
          {mail.subject || t('list.noSubject')}
        </button>
        <p dir="auto" className="truncate text-sm text-muted-foreground ltr:text-left rtl:text-right">
          {excerpt}
        </p>
      </div>
      {mail.unread && <span className="sr-only">{t('unread', { count: 1 })}</span>}
    </li>
  );
}
