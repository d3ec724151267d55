import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PenSquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MAIL_LABELS, type EmailFilter } from '../api/email.contract';
import { useMeta } from '../api/email.queries';
import { FOLDER_ICONS, LABEL_DOT } from './mail-meta';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/25',
    isActive && 'bg-primary-soft font-medium text-primary-text hover:bg-primary-soft',
  );

/** Compose button and folder/label links; `onNavigate` runs when a link is followed (the drawer closes). */
export function EmailSidebar({ onCompose, onNavigate }: { onCompose: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation('email');
  const meta = useMeta().data;
  const badges: Partial<Record<EmailFilter, { count: number; color: 'primary' | 'warning' | 'danger'; label: string }>> = meta
    ? {
        inbox: { count: meta.unreadMails.folder.inbox, color: 'primary', label: t('unread', { count: meta.unreadMails.folder.inbox }) },
        draft: { count: meta.draftMails, color: 'warning', label: t('drafts', { count: meta.draftMails }) },
        spam: { count: meta.unreadMails.folder.spam, color: 'danger', label: t('unread', { count: meta.unreadMails.folder.spam }) },
      }
    : {};
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
      <Button className="w-full" onClick={onCompose}>
        <PenSquare aria-hidden="true" /> {t('compose.button')}
      </Button>
      <nav aria-label={t('nav')} className="flex flex-col gap-4">
        <ul className="flex flex-col gap-0.5">
          {(['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const).map((f) => {
            const Icon = FOLDER_ICONS[f];
            const badge = badges[f];
            return (
              <li key={f}>
                <NavLink to={`/apps/email/${f}`} className={linkClass} onClick={onNavigate}>
                  <Icon className="size-4" aria-hidden="true" />
                  <span className="flex-1">{t(`folders.${f}`)}</span>
                  {badge && badge.count > 0 && (
                    <Badge color={badge.color} data-testid={`badge-${f}`}>
                      <span aria-hidden="true">{badge.count}</span>
                      <span className="sr-only">{badge.label}</span>
                    </Badge>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <div>
          <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('labelsHeading')}</h2>
          <ul className="flex flex-col gap-0.5">
            {MAIL_LABELS.map((l) => (
              <li key={l}>
                <NavLink to={`/apps/email/${l}`} className={linkClass} onClick={onNavigate}>
                  <span aria-hidden="true" className={cn('mx-0.5 size-2.5 rounded-full', LABEL_DOT[l])} />
                  <span className="flex-1">{t(`labels.${l}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}
