import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useActiveUser, useSession } from '@/lib/session/session.store';
import { CONTACT_STATUSES, type ContactStatus } from '../api/chat.contract';

const ABOUT_MAX = 120;
const STATUS_ORDER: readonly ContactStatus[] = ['online', 'do not disturb', 'away', 'offline'];

/** The signed-in user's own chat profile: about text and status, saved to the stored user. */
export function ProfileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={t('common:actions.close')} className="w-96">
        <SheetTitle className="sr-only">{t('profile.title')}</SheetTitle>
        {open && <ProfileForm onDone={() => onOpenChange(false)} />}
      </SheetContent>
    </Sheet>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('chat');
  const user = useActiveUser();
  const updateUser = useSession((s) => s.updateUser);
  const [about, setAbout] = useState(() => user.about.slice(0, ABOUT_MAX));
  const [status, setStatus] = useState<ContactStatus>(user.status);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    updateUser({ about: about.trim(), status });
    toast.success(t('profile.saved'));
    onDone();
  };

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col items-center gap-2 border-b px-6 pt-10 pb-6 text-center">
        <Avatar src={user.photoURL} name={user.displayName} status={status} size="xl" decorative />
        <p className="mt-2 text-lg font-semibold text-[var(--heading)]">{user.displayName}</p>
        <SheetDescription className="text-sm text-muted-foreground">{t(`status.${status}`)}</SheetDescription>
      </div>
      <div className="grid flex-1 content-start gap-6 overflow-y-auto px-6 py-6">
        <Field label={t('profile.about')}>
          <Textarea
            value={about}
            onChange={(e) => setAbout(e.target.value)}
            maxLength={ABOUT_MAX}
            showCount
            rows={4}
            placeholder={t('profile.aboutPlaceholder')}
          />
        </Field>
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{t('profile.status')}</legend>
          <RadioGroup value={status} onValueChange={(v) => isStatus(v) && setStatus(v)}>
            {STATUS_ORDER.map((s) => (
              <div key={s} className="flex items-center gap-2.5">
                <RadioGroupItem value={s} id={`chat-status-${s.replace(/\s/g, '-')}`} />
                <Label htmlFor={`chat-status-${s.replace(/\s/g, '-')}`} className="cursor-pointer font-normal">
                  {t(`status.${s}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
      </div>
      <div className="flex justify-end gap-2 border-t px-6 py-4">
        <Button variant="outline" color="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit">{t('profile.save')}</Button>
      </div>
    </form>
  );
}

const isStatus = (v: string): v is ContactStatus => (CONTACT_STATUSES as readonly string[]).includes(v);
