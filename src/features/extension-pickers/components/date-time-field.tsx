import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { startOfDay } from '@/lib/calendar-date';
import { Button } from '@/components/ui/button';
import { PopoverClose } from '@/components/ui/popover';
import { DateField, type DateFieldProps } from './date-field';
import { TimeFields, type TimeValue } from './time-fields';

export const withTime = (d: Date, time: TimeValue) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), time.hours, time.minutes);
export const timeOf = (d: Date | null): TimeValue | null => (d ? { hours: d.getHours(), minutes: d.getMinutes() } : null);
export const uses12h = (locale: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 ?? false;

export interface DateTimeFieldProps extends Omit<DateFieldProps, 'closeOnSelect' | 'children'> {
  /** Locale of the time fields (12- or 24-hour clock follows it). */
  locale: string;
  /** Time given to a day picked while no time is set. */
  defaultTime: TimeValue;
}

/** A date field whose popover also holds hour and minute fields and a Done button; picking a day keeps the time. */
export function DateTimeField({ locale, defaultTime, value, onChange, ...field }: DateTimeFieldProps) {
  const { t } = useTranslation('extension-pickers');
  const time = timeOf(value) ?? defaultTime;
  return (
    <DateField {...field} value={value} onChange={(d) => onChange(d && withTime(d, time))} closeOnSelect={false}>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <TimeFields
          label={t('datetime.time')}
          locale={locale}
          hour12={uses12h(locale)}
          value={time}
          onChange={(tm) => onChange(withTime(value ?? startOfDay(new Date()), tm))}
        />
        <PopoverClose asChild>
          <Button size="sm">
            <Check aria-hidden="true" />
            {t('datetime.done')}
          </Button>
        </PopoverClose>
      </div>
    </DateField>
  );
}
