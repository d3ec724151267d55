import { useTranslation } from 'react-i18next';
import { ChevronDown, FileText, Paperclip } from 'lucide-react';
import { SafeHtml } from '@/components/patterns/safe-html';
import { Avatar } from '@/components/ui/avatar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate, formatTime } from '@/lib/format';
import type { Reply } from '../api/email.contract';
import { formatSize } from './mail-meta';

/** One message of a thread: header with details popover, sanitized HTML body, attachment chips. */
export function MailMessage({ message }: { message: Reply }) {
  const { t, i18n } = useTranslation('email');
  const lng = i18n.language;
  const when = `${formatDate(message.time, lng, 'medium')}, ${formatTime(message.time, lng)}`;
  return (
    <article className="rounded-lg border bg-card shadow-sm">
      <header className="flex items-start gap-3 border-b p-4">
        <Avatar src={message.img} name={message.sender_name} size="md" decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-[var(--heading)]">
            <bdi>{message.sender_name}</bdi>
          </p>
          <Popover>
            <PopoverTrigger className="inline-flex max-w-full items-center gap-1 rounded text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary">
              <span className="truncate">{message.sender}</span>
              <ChevronDown className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('view.details')}</span>
            </PopoverTrigger>
            <PopoverContent align="start" className="w-80 max-w-[calc(100vw-2rem)] text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 [&_dd]:min-w-0 [&_dd]:break-words [&_dt]:text-muted-foreground">
                <dt>{t('view.from')}</dt>
                <dd>
                  <bdi>{message.sender_name}</bdi> &lt;{message.sender}&gt;
                </dd>
                <dt>{t('view.to')}</dt>
                <dd>{message.to.map((r) => r.email).join(', ')}</dd>
                {message.cc.length > 0 && (
                  <>
                    <dt>{t('view.cc')}</dt>
                    <dd>{message.cc.join(', ')}</dd>
                  </>
                )}
                <dt>{t('view.date')}</dt>
                <dd>{when}</dd>
              </dl>
            </PopoverContent>
          </Popover>
        </div>
        <time dateTime={message.time} className="shrink-0 text-xs text-muted-foreground">
          {when}
        </time>
      </header>
      {/* Remote images are dropped: they would track the reader, and the CSP (img-src 'self') blocks them anyway (F3). */}
      <SafeHtml
        html={message.message}
        blockRemoteImages
        className="mail-body min-w-0 p-4 text-sm leading-relaxed break-words [&_a]:text-primary-text [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-6"
      />
      {message.attachments.length > 0 && (
        <footer className="border-t p-4">
          <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Paperclip className="size-3.5" aria-hidden="true" /> {t('view.attachments', { count: message.attachments.length })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {message.attachments.map((a) => (
              <li key={a.fileName} className="flex max-w-full items-center gap-2 rounded-md border bg-muted/40 px-2.5 py-1.5 text-xs">
                <FileText className="size-4 shrink-0 text-primary-text" aria-hidden="true" />
                <span className="truncate">
                  <bdi>{a.fileName}</bdi>
                </span>
                <span className="shrink-0 text-muted-foreground">{formatSize(a.size, lng)}</span>
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}
