import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { Contact } from '../api/chat.contract';

/** Read-only profile of the contact in the open conversation. */
export function ContactDrawer({ contact, open, onOpenChange }: { contact: Contact; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('common:actions.close')}>
        <div className="flex flex-col items-center gap-2 border-b px-6 pt-10 pb-6 text-center">
          <Avatar src={contact.photoURL} name={contact.displayName} status={contact.status} size="xl" decorative />
          <SheetTitle className="mt-2 text-lg font-semibold text-[var(--heading)]">{contact.displayName}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t(`status.${contact.status}`)}</SheetDescription>
        </div>
        <dl className="grid gap-5 overflow-y-auto px-6 py-6 text-sm">
          <div className="grid gap-1">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('contact.about')}</dt>
            <dd className="break-words whitespace-pre-wrap">{contact.about || t('contact.noAbout')}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('contact.status')}</dt>
            <dd>{t(`status.${contact.status}`)}</dd>
          </div>
        </dl>
      </SheetContent>
    </Sheet>
  );
}
