import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip, Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatDate, time12 } from '@/lib/format';
import { htmlToText, type Mail } from '../api/email.contract';
import { LABEL_DOT } from './mail-meta';

export function shortDate(iso: string, locale: string): string {
  const d = new Date(iso);
  const now = new Date();
  return d.toDateString() === now.toDateString() ? time12(d, locale) : formatDate(d, locale, 'monthDay');
}

interface MailRowProps {
  mail: Mail;
  selected: boolean;
  cursor: boolean;
  onSelect: (checked: boolean) => void;
  onOpen: () => void;
  onStar: () => void;
  onFocusRow: () => void;
}

export function MailRow({ mail, selected, cursor, onSelect, onOpen, onStar, onFocusRow }: MailRowProps) {
  const { t, i18n } = useTranslation('email');
  const subjectId = useId();
  const excerpt = htmlToText(mail.message).slice(0, 200);
  const outgoing = mail.mailFolder === 'sent' || mail.mailFolder === 'draft';
  const who = outgoing ? mail.to.map((r) => r.name).join(', ') || '—' : mail.sender_name;
  return (
    <li
      data-mail-row={mail.id}
      tabIndex={cursor ? 0 : -1}
      aria-labelledby={subjectId}
      aria-current={cursor || undefined}
      onFocus={onFocusRow}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.target === e.currentTarget && e.key === 'Enter') onOpen();
      }}
      className={cn(
        'group relative flex cursor-pointer items-start gap-3 border-b px-3 py-3 transition-[background-color,box-shadow] outline-none hover:z-[1] hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset sm:px-4',
        mail.unread ? 'bg-card' : 'bg-muted/40',
        selected && 'bg-primary-soft/60',
      )}
    >
      <div className="flex shrink-0 items-center gap-1.5 pt-0.5" onClick={(e) => e.stopPropagation()}>
        <Checkbox checked={selected} onCheckedChange={(v) => onSelect(v === true)} aria-label={t('list.select')} aria-describedby={subjectId} tabIndex={cursor ? 0 : -1} />
        <button
          type="button"
          aria-label={t('list.star')}
          aria-pressed={mail.isStarred}
          tabIndex={cursor ? 0 : -1}
          onClick={onStar}
          className={cn('rounded p-1 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary', mail.isStarred ? 'text-warning' : 'text-muted-foreground')}
        >
          <Star className={cn('size-4', mail.isStarred && 'fill-current')} aria-hidden="true" />
        </button>
      </div>
      <Avatar src={mail.img} name={mail.sender_name} size="sm" decorative className="hidden sm:inline-flex" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span className={cn('min-w-0 truncate text-sm', mail.unread ? 'font-semibold text-[var(--heading)]' : 'font-medium')}>
            <bdi>{who}</bdi>
          </span>
          {mail.replies.length > 0 && <span className="text-xs text-muted-foreground">{mail.replies.length + 1}</span>}
          <span className="ml-auto flex shrink-0 items-center gap-1.5">
            {mail.labels.map((l) => (
              <span key={l} title={t(`labels.${l}`)} className={cn('size-2 rounded-full', LABEL_DOT[l])} aria-hidden="true" />
            ))}
            {mail.attachments.length > 0 && <Paperclip className="size-3.5 text-muted-foreground" aria-label={t('list.attachments')} />}
            <time dateTime={mail.time} className={cn('text-xs whitespace-nowrap', mail.unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {shortDate(mail.time, i18n.language)}
            </time>
          </span>
        </div>
        <p id={subjectId} className={cn('truncate text-sm', mail.unread ? 'font-semibold text-foreground' : 'text-foreground/90')}>
          {mail.mailFolder === 'draft' && <span className="mr-1 text-danger-text">{t('list.draftTag')}:</span>}
          {mail.subject || t('list.noSubject')}
        </p>
        <p className="truncate text-sm text-muted-foreground">{excerpt}</p>
      </div>
      {mail.unread && <span className="sr-only">{t('unread', { count: 1 })}</span>}
    </li>
  );
}
