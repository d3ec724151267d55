import { useRef, useState, type ChangeEvent } from 'react';
import { TriangleAlert, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { AVATAR_TYPES, generalSchema, MAX_AVATAR_BYTES, type Settings } from '../api/account-settings.contract';
import { SectionForm, useErrorText } from './section-form';

type General = Settings['general'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Checks type and size before reading the file; returns an error key or null. */
function avatarFileError(file: File): 'avatarType' | 'avatarSize' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > MAX_AVATAR_BYTES) return 'avatarSize';
  return null;
}

export function GeneralSection({ values, save }: { values: General; save: (d: General) => Promise<General> }) {
  const { t } = useTranslation('profile');
  const err = useErrorText();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState('');

  return (
    <SectionForm section="general" schema={generalSchema} values={values} save={save}>
      {(form) => {
        const avatar = form.watch('avatar');
        const pick = async (e: ChangeEvent<HTMLInputElement>) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const problem = avatarFileError(file);
          if (problem) return setFileError(t(`settings.errors.${problem}`));
          setFileError('');
          form.setValue('avatar', await readAsDataUrl(file), { shouldDirty: true });
        };
        const { errors } = form.formState;
        return (
          <>
            <div className="flex flex-wrap items-center gap-4">
              {avatar.startsWith('data:') ? (
                <img src={avatar} alt={t('settings.general.preview')} className="size-20 rounded-full object-cover" />
              ) : (
                <Avatar src={avatar || null} name={form.watch('name') || '?'} size="xl" className="size-20" decorative />
              )}
              <div className="space-y-2">
                <div className="flex flex-wrap gap-2">
                  <input
                    ref={fileRef}
                    type="file"
                    accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
                    className="sr-only"
                    aria-label={t('settings.general.upload')}
                    tabIndex={-1}
                    onChange={(e) => void pick(e)}
                  />
                  <Button size="sm" onClick={() => fileRef.current?.click()}>
                    <Upload aria-hidden="true" />
                    {t('settings.general.upload')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    color="danger"
                    disabled={!avatar}
                    focusableWhenDisabled
                    onClick={() => form.setValue('avatar', '', { shouldDirty: true })}
                  >
                    {t('settings.general.remove')}
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">{t('settings.general.avatarHint')}</p>
                {fileError && <FieldError>{fileError}</FieldError>}
              </div>
            </div>
            <div className="grid gap-5 md:grid-cols-2">
              <Field label={t('settings.general.username')} error={err(errors.username)} required>
                <Input autoComplete="username" {...form.register('username')} />
              </Field>
              <Field label={t('settings.general.name')} error={err(errors.name)} required>
                <Input autoComplete="name" dir="auto" {...form.register('name')} />
              </Field>
              <Field label={t('settings.general.email')} error={err(errors.email)} required>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </Field>
              <Field label={t('settings.general.company')} error={err(errors.company)}>
                <Input autoComplete="organization" {...form.register('company')} />
              </Field>
            </div>
            <Alert color="warning">
              <TriangleAlert aria-hidden="true" />
              <AlertContent>
                <AlertTitle>{t('settings.general.unverified')}</AlertTitle>
                <AlertDescription>
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0 text-sm text-warning-text underline"
                    onClick={() => toast.success(t('settings.general.resent'))}
                  >
                    {t('settings.general.resend')}
                  </Button>
                </AlertDescription>
              </AlertContent>
            </Alert>
          </>
        );
      }}
    </SectionForm>
  );
}
