import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toIsoDate } from '@/lib/calendar-date';
import { CONTACT_OPTIONS, GENDERS, LANGUAGES, type ManagedUser } from '../api/users.contract';
import { TabForm, useErrorText } from './tab-form';
import { informationSchema, informationValues } from './user-edit-schemas';
import { languageName } from './language-names';

const ADDRESS = [
  ['add_line_1', 'addLine1', true],
  ['add_line_2', 'addLine2', false],
  ['post_code', 'postCode', false],
  ['city', 'city', false],
  ['state', 'state', false],
  ['country', 'country', false],
] as const;

export function InformationTab({ user, onDirtyChange }: { user: ManagedUser; onDirtyChange: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('users');
  const errorText = useErrorText();
  const today = toIsoDate(new Date());
  return (
    <TabForm
      userId={user.id}
      tab="information"
      schema={informationSchema}
      values={informationValues(user)}
      toValues={informationValues}
      onDirtyChange={onDirtyChange}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <div className="grid items-start gap-4 md:grid-cols-2">
            <Field label={t('fields.dob')} required error={errorText(errors.dob)}>
              <Input type="date" max={today} className="dark:[color-scheme:dark]" {...register('dob')} />
            </Field>
            <Field label={t('fields.mobile')} error={errorText(errors.mobile)}>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...register('mobile')} />
            </Field>
            <Field label={t('fields.website')} error={errorText(errors.website)}>
              <Input type="url" inputMode="url" placeholder="https://" {...register('website')} />
            </Field>
            <Controller
              control={control}
              name="languages_known"
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <Label htmlFor="user-edit-languages">{t('fields.languages')}</Label>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button id="user-edit-languages" variant="outline" color="secondary" className="justify-between font-normal">
                        <span className="truncate">
                          {field.value.length
                            ? field.value.map((l) => languageName(l, i18n.language)).join(', ')
                            : t('edit.selectLanguages')}
                        </span>
                        <ChevronDown aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="start" className="min-w-[var(--radix-dropdown-menu-trigger-width)]">
                      {LANGUAGES.map((lang) => (
                        <DropdownMenuCheckboxItem
                          key={lang}
                          checked={field.value.includes(lang)}
                          // Stays open while picking several languages.
                          onSelect={(e) => e.preventDefault()}
                          onCheckedChange={(on) => field.onChange(on ? [...field.value, lang] : field.value.filter((l) => l !== lang))}
                        >
                          {languageName(lang, i18n.language)}
                        </DropdownMenuCheckboxItem>
                      ))}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
              )}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-1.5 text-sm font-medium">{t('fields.gender')}</legend>
                  <RadioGroup value={field.value} onValueChange={field.onChange} className="flex flex-wrap gap-4">
                    {GENDERS.map((g) => (
                      <label key={g} className="flex cursor-pointer items-center gap-2 text-sm">
                        <RadioGroupItem value={g} /> {t(`genders.${g}`)}
                      </label>
                    ))}
                  </RadioGroup>
                </fieldset>
              )}
            />
            <Controller
              control={control}
              name="contact_options"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend className="mb-1.5 text-sm font-medium">{t('fields.contact')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {CONTACT_OPTIONS.map((c) => (
                      <label key={c} className="flex cursor-pointer items-center gap-2 text-sm">
                        <Checkbox
                          checked={field.value.includes(c)}
                          onCheckedChange={(on) => field.onChange(on === true ? [...field.value, c] : field.value.filter((x) => x !== c))}
                        />
                        {t(`contact.${c}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-[var(--heading)]">{t('edit.address')}</h3>
            <div className="grid items-start gap-4 md:grid-cols-2">
              {ADDRESS.map(([name, label, req]) => (
                <Field key={name} label={t(`fields.${label}`)} required={req} error={errorText(errors.location?.[name])}>
                  <Input inputMode={name === 'post_code' ? 'numeric' : undefined} {...register(`location.${name}`)} />
                </Field>
              ))}
            </div>
          </div>
        </>
      )}
    </TabForm>
  );
}
