import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { VALIDATION_LOOK, type ValidationState } from '../components/validation-look';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Cities a long flight away: choosing one warns instead of approving. */
const FAR = new Set(['newYork', 'tokyo']);
/** Judged on every change, so the message always matches the chosen city (an empty select is the error). */
const judge = (city: string): ValidationState => (!city ? 'danger' : FAR.has(city) ? 'warning' : 'success');

/** The fields start in the state each demonstrates; their initial cities are chosen to produce it. */
const FIELDS = [
  { key: 'success', initial: 'paris' },
  { key: 'danger', initial: '' },
  { key: 'warning', initial: 'tokyo' },
] as const;

function ValidatedSelect({ field, items }: { field: (typeof FIELDS)[number]; items: ReactNode }) {
  const { t } = useTranslation('form-demos');
  const [city, setCity] = useState<string>(field.initial);
  const state = judge(city);
  const look = VALIDATION_LOOK[state];
  const Icon = look.icon;
  return (
    <Field
      label={t(`select.states.${field.key}`)}
      error={state === 'danger' ? t('select.stateMessages.danger') : undefined}
      description={
        state === 'danger' ? undefined : (
          <span className={cn('flex items-center gap-1 font-medium', look.text)}>
            <Icon className="size-3.5" aria-hidden="true" />
            {t(`select.stateMessages.${state}`)}
          </span>
        )
      }
    >
      <Select value={city} onValueChange={setCity}>
        <SelectTrigger className={look.border}>
          <SelectValue placeholder={t('select.choose')} />
        </SelectTrigger>
        <SelectContent>{items}</SelectContent>
      </Select>
    </Field>
  );
}

/** The "validators" demo: success, danger and warning selects with icon and message. */
export function SelectValidators({ items }: { items: ReactNode }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {FIELDS.map((f) => (
        <ValidatedSelect key={f.key} field={f} items={items} />
      ))}
    </div>
  );
}
