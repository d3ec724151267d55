import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  CONNECTIONS,
  connectionsSchema,
  COUNTRIES,
  GENDERS,
  infoSchema,
  LANGUAGES,
  NOTIFICATION_GROUPS,
  notificationsSchema,
  socialSchema,
  type Settings,
} from '../api/account-settings.contract';
import { SOCIAL_NETWORKS } from '../api/profile.contract';
import { SectionForm, useErrorText } from './section-form';
import { toIsoDate } from '@/lib/calendar-date';

/** The form also refuses a birth date after today (in the user's time zone); the stored shape stays the contract's. */
const infoFormSchema = infoSchema.extend({
  birthDate: infoSchema.shape.birthDate.refine((v) => v === '' || v <= toIsoDate(new Date()), 'futureDate'),
});

interface Props<S extends keyof Settings> {
  values: Settings[S];
  save: (d: Settings[S]) => Promise<Settings[S]>;
}

export function InfoSection({ values, save }: Props<'info'>) {
  const { t } = useTranslation('profile');
  const err = useErrorText();
  return (
    <SectionForm section="info" schema={infoFormSchema} values={values} save={save}>
      {(form) => {
        const { errors } = form.formState;
        return (
          <div className="grid gap-5 md:grid-cols-2">
            <Field label={t('settings.info.bio')} error={err(errors.bio)} className="md:col-span-2">
              <Textarea rows={3} dir="auto" {...form.register('bio')} />
            </Field>
            <Field label={t('settings.info.birthDate')} error={err(errors.birthDate)}>
              <Input type="date" max={toIsoDate(new Date())} {...form.register('birthDate')} />
            </Field>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Field label={t('settings.info.country')}>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {COUNTRIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {t(`settings.countries.${c}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="languages"
              render={({ field }) => (
                <fieldset className="md:col-span-2">
                  <legend className="mb-2 text-sm font-medium">{t('settings.info.languages')}</legend>
                  <div className="flex flex-wrap gap-x-5 gap-y-2">
                    {LANGUAGES.map((l) => (
                      <label key={l} className="flex items-center gap-2 text-sm">
                        <Checkbox
                          checked={field.value.includes(l)}
                          onCheckedChange={(on) => field.onChange(on ? [...field.value, l] : field.value.filter((x) => x !== l))}
                        />
                        {t(`settings.languages.${l}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <Field label={t('settings.info.mobile')} error={err(errors.mobile)}>
              <Input type="tel" autoComplete="tel" {...form.register('mobile')} />
            </Field>
            <Field label={t('settings.info.website')} error={err(errors.website)}>
              <Input type="url" placeholder="https://" {...form.register('website')} />
            </Field>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <fieldset className="md:col-span-2">
                  <legend className="mb-2 text-sm font-medium">{t('settings.info.gender')}</legend>
                  <RadioGroup value={field.value} onValueChange={field.onChange} className="flex flex-wrap gap-x-5 gap-y-2">
                    {GENDERS.map((g) => (
                      <label key={g} className="flex items-center gap-2 text-sm">
                        <RadioGroupItem value={g} />
                        {t(`settings.genders.${g}`)}
                      </label>
                    ))}
                  </RadioGroup>
                </fieldset>
              )}
            />
          </div>
        );
      }}
    </SectionForm>
  );
}

export function SocialSection({ values, save }: Props<'social'>) {
  const { t } = useTranslation('profile');
  const err = useErrorText();
  return (
    <SectionForm section="social" schema={socialSchema} values={values} save={save}>
      {(form) => (
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((n) => (
            <Field key={n} label={t(`social.${n}`)} error={err(form.formState.errors[n])}>
              <Input type="url" placeholder={`https://${n}.com/…`} {...form.register(n)} />
            </Field>
          ))}
        </div>
      )}
    </SectionForm>
  );
}

export function ConnectionsSection({ values, save }: Props<'connections'>) {
  const { t } = useTranslation('profile');
  return (
    <SectionForm section="connections" schema={connectionsSchema} values={values} save={save}>
      {(form) => (
        <ul className="divide-y rounded-md border">
          {CONNECTIONS.map((c) => {
            const on = form.watch(c);
            return (
              <li key={c} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-medium text-[var(--heading)]">{t(`social.${c}`)}</p>
                  <p className="text-xs text-muted-foreground">
                    {on ? t('settings.connections.connected') : t('settings.connections.notConnected')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={on ? 'outline' : 'solid'}
                  color={on ? 'danger' : 'primary'}
                  aria-label={t(on ? 'settings.connections.disconnectOne' : 'settings.connections.connectOne', { name: t(`social.${c}`) })}
                  onClick={() => form.setValue(c, !on, { shouldDirty: true })}
                >
                  {on ? t('settings.connections.disconnect') : t('settings.connections.connect')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionForm>
  );
}

export function NotificationsSection({ values, save }: Props<'notifications'>) {
  const { t } = useTranslation('profile');
  return (
    <SectionForm section="notifications" schema={notificationsSchema} values={values} save={save}>
      {(form) => (
        <div className="grid gap-6 md:grid-cols-2">
          {(Object.keys(NOTIFICATION_GROUPS) as (keyof typeof NOTIFICATION_GROUPS)[]).map((group) => (
            <fieldset key={group}>
              <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {t(`settings.notifications.${group}`)}
              </legend>
              <div className="space-y-3">
                {NOTIFICATION_GROUPS[group].map((key) => (
                  <Controller
                    key={key}
                    control={form.control}
                    name={key}
                    render={({ field }) => (
                      <Field orientation="horizontal" label={t(`settings.notifications.${key}`)}>
                        <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </Field>
                    )}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </SectionForm>
  );
}
