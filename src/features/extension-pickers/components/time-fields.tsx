import { useId, type ComponentProps } from 'react';
import { ChevronDown, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';

export interface TimeValue {
  hours: number;
  minutes: number;
}

interface TimeFieldsProps {
  value: TimeValue | null;
  onChange: (value: TimeValue) => void;
  /** 12-hour clock with an AM/PM switch. */
  hour12?: boolean;
  minuteStep?: number;
  /** Accessible name of the group (e.g. "Start time"). */
  label: string;
  /** Show the label visibly above the fields. */
  showLabel?: boolean;
  /** Locale for digits in the lists. */
  locale?: string;
  className?: string;
}

const selectClass =
  'h-9 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-card py-1 ps-3 pe-8 text-sm tabular-nums text-foreground transition-[border-color,box-shadow] outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20';

function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select className={selectClass} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute end-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden="true" />
    </span>
  );
}

/** Hour and minute lists (native selects: keyboard and screen-reader friendly everywhere), AM/PM when 12-hour. */
export function TimeFields({
  value,
  onChange,
  hour12 = false,
  minuteStep = 5,
  label,
  showLabel = false,
  locale = 'en',
  className,
}: TimeFieldsProps) {
  const { t } = useTranslation('extension-pickers');
  const id = useId();
  const hours = value?.hours ?? 0;
  const minutes = value?.minutes ?? 0;
  const pm = hours >= 12;
  const num = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const minuteOptions = Array.from({ length: Math.ceil(60 / minuteStep) }, (_, i) => i * minuteStep);
  if (!minuteOptions.includes(minutes)) {
    minuteOptions.push(minutes);
    minuteOptions.sort((a, b) => a - b);
  }
  const hourOptions = hour12 ? [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : Array.from({ length: 24 }, (_, i) => i);
  const shownHour = hour12 ? ((hours + 11) % 12) + 1 : hours;
  const setHour = (h: number) => onChange({ hours: hour12 ? (h % 12) + (pm ? 12 : 0) : h, minutes });

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={cn('grid gap-1.5', className)}>
      <span id={`${id}-label`} className={showLabel ? 'text-sm font-medium text-foreground' : 'sr-only'}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <NativeSelect aria-label={t('time.hours')} value={shownHour} onChange={(e) => setHour(Number(e.target.value))}>
          {hourOptions.map((h) => (
            <option key={h} value={h}>
              {num.format(h)}
            </option>
          ))}
        </NativeSelect>
        <span aria-hidden="true" className="font-semibold text-muted-foreground">
          :
        </span>
        <NativeSelect aria-label={t('time.minutes')} value={minutes} onChange={(e) => onChange({ hours, minutes: Number(e.target.value) })}>
          {minuteOptions.map((m) => (
            <option key={m} value={m}>
              {num.format(m)}
            </option>
          ))}
        </NativeSelect>
        {hour12 && (
          <ToggleGroup
            type="single"
            size="sm"
            value={pm ? 'pm' : 'am'}
            aria-label={t('time.period')}
            onValueChange={(v) => v && onChange({ hours: (hours % 12) + (v === 'pm' ? 12 : 0), minutes })}
          >
            <ToggleGroupItem value="am">{t('time.am')}</ToggleGroupItem>
            <ToggleGroupItem value="pm">{t('time.pm')}</ToggleGroupItem>
          </ToggleGroup>
        )}
      </div>
    </div>
  );
}
