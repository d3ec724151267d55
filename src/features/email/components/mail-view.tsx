import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ChevronLeft, ChevronRight, FolderInput, Forward, MailOpen, Reply as ReplyIcon, Star, Tag, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { MAIL_LABELS, type Mail } from '../api/email.contract';
import { MailMessage } from './mail-message';
import { FOLDER_ICONS, LABEL_BADGE, LABEL_DOT, MOVE_TARGETS } from './mail-meta';
import type { MailActions } from './use-mail-actions';

interface MailViewProps {
  mail: Mail;
  actions: MailActions;
  onClose: () => void;
  onPrev?: () => void;
  onNext?: () => void;
  onReply: (mode: 'reply' | 'forward') => void;
}

function IconButton({
  label,
  onClick,
  children,
  className,
  disabled,
}: {
  label: string;
  onClick?: () => void;
  children: React.ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        color="secondary"
        size="icon-sm"
        aria-label={label}
        onClick={onClick}
        className={className}
        disabled={disabled}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export function MailView({ mail, actions, onClose, onPrev, onNext, onReply }: MailViewProps) {
  const { t } = useTranslation('email');
  const [expanded, setExpanded] = useState(false);
  const earlier = [...mail.replies].sort((a, b) => a.time.localeCompare(b.time));
  const close = (p: Promise<boolean>) => void p.then((ok) => ok && onClose());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The pane covers the list: move focus from the (now hidden) row into it, so keyboard and screen-reader users
  // land on the opened mail. Focus elsewhere (the search box, a menu) is left alone.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-mail-row]')) headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="mail-view-subject"
      className="absolute inset-0 z-10 flex flex-col bg-background animate-[sheet-right_200ms_ease-out]"
    >
      <header className="flex items-center gap-1 border-b bg-card px-2 py-2 sm:px-3">
        <IconButton label={t('view.back')} onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
        </IconButton>
        <h2
          id="mail-view-subject"
          ref={headingRef}
          tabIndex={-1}
          className="mx-1 min-w-0 flex-1 truncate text-base font-semibold outline-none"
        >
          {mail.subject || t('list.noSubject')}
        </h2>
        <IconButton label={t('view.previous')} onClick={onPrev} disabled={!onPrev}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <IconButton label={t('view.next')} onClick={onNext} disabled={!onNext}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </header>
      <div className="flex flex-wrap items-center gap-1 border-b bg-card px-2 py-1.5 sm:px-3">
        <Tooltip content={t('list.star')}>
          <Button
            variant="ghost"
            color={mail.isStarred ? 'warning' : 'secondary'}
            size="icon-sm"
            aria-label={t('list.star')}
            aria-pressed={mail.isStarred}
            onClick={() => void actions.star(mail)}
          >
            <Star aria-hidden="true" className={cn(mail.isStarred && 'fill-current')} />
          </Button>
        </Tooltip>
        {mail.mailFolder !== 'sent' && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('toolbar.moveTo')}>
                <FolderInput aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {MOVE_TARGETS.filter((f) => f !== mail.mailFolder).map((f) => {
                const Icon = FOLDER_ICONS[f];
                return (
                  <DropdownMenuItem key={f} onSelect={() => close(actions.move([mail], f))}>
                    <Icon aria-hidden="true" /> {t(`folders.${f}`)}
                  </DropdownMenuItem>
                );
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('view.labels')}>
              <Tag aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {MAIL_LABELS.map((l) => (
              <DropdownMenuCheckboxItem
                key={l}
                checked={mail.labels.includes(l)}
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) => void actions.setLabels(mail, on ? [...mail.labels, l] : mail.labels.filter((x) => x !== l))}
              >
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', LABEL_DOT[l])} /> {t(`labels.${l}`)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <IconButton label={t('toolbar.markUnread')} onClick={() => close(actions.markUnread([mail]))}>
          <MailOpen aria-hidden="true" />
        </IconButton>
        {mail.mailFolder !== 'trash' && (
          <IconButton label={t('toolbar.trash')} onClick={() => close(actions.trash([mail]))} className="hover:text-danger-text">
            <Trash2 aria-hidden="true" />
          </IconButton>
        )}
        <div className="ml-auto flex flex-wrap gap-1">
          {mail.labels.map((l) => (
            <Badge key={l} color={LABEL_BADGE[l]}>
              {t(`labels.${l}`)}
            </Badge>
          ))}
        </div>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-3 sm:p-5">
        {earlier.length > 0 &&
          (expanded ? (
            earlier.map((r) => <MailMessage key={r.id} message={r} />)
          ) : (
            <button
              type="button"
              onClick={() => setExpanded(true)}
              className="w-full rounded-lg border border-dashed bg-card px-4 py-2.5 text-sm font-medium text-primary-text outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary"
            >
              {t('view.earlier', { count: earlier.length })}
            </button>
          ))}
        <MailMessage message={mail} />
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-4 text-sm">
          <span className="mr-auto text-muted-foreground">{t('view.replyPrompt')}</span>
          <Button variant="soft" size="sm" onClick={() => onReply('reply')}>
            <ReplyIcon aria-hidden="true" /> {t('view.reply')}
          </Button>
          <Button variant="soft" color="secondary" size="sm" onClick={() => onReply('forward')}>
            <Forward aria-hidden="true" /> {t('view.forward')}
          </Button>
        </div>
      </div>
    </section>
  );
}
