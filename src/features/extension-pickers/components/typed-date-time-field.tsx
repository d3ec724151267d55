import { useId, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDateTime } from '@/lib/calendar-date';
import { Calendar } from '@/components/ui/calendar';
import { FieldError } from '@/components/ui/field';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { TimeFields } from './time-fields';
import { useCalendarLabels } from './use-calendar-labels';

const PATTERN = 'yyyy-MM-dd HH:mm';
/** The error quotes what was typed, cut short so a pasted paragraph doesn't become the message. */
const QUOTE_MAX = 40;
const quote = (s: string) => (s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX - 1)}…` : s);

interface TypedDateTimeFieldProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
}

/**
 * A text field that accepts typed dates ("2026-11-15 14:30", "15.11.2026 9:05", "15/11/2026 2:30 pm").
 * Text is read on Enter or when leaving the field; unreadable text stays as typed with an error below.
 * The calendar button picks instead of typing.
 */
export function TypedDateTimeField({ label, value, onChange }: TypedDateTimeFieldProps) {
  const { t, i18n } = useTranslation('extension-pickers');
  const labels = useCalendarLabels();
  const id = useId();
  const [text, setText] = useState(() => (value ? formatDate(value, PATTERN) : ''));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const set = (d: Date | null) => {
    onChange(d);
    setText(d ? formatDate(d, PATTERN) : '');
    setError(null);
  };

  const commit = () => {
    const s = text.trim();
    if (!s) return set(null);
    const parsed = parseDateTime(s);
    if (parsed) set(parsed);
    else setError(t('datetime.typed.error', { text: quote(s) }));
  };

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    // minmax(0,1fr): long typed text scrolls inside the field instead of widening the card.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <InputGroup>
            <InputGroupInput
              id={`${id}-input`}
              value={text}
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('datetime.typed.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit();
                }
              }}
              className="font-mono text-[13px]"
            />
            <InputGroupAddon align="end">
              <PopoverTrigger asChild>
                <InputGroupButton aria-label={t('datetime.typed.openCalendar')} className="text-muted-foreground">
                  <CalendarDays aria-hidden="true" />
                </InputGroupButton>
              </PopoverTrigger>
            </InputGroupAddon>
          </InputGroup>
        </PopoverAnchor>
        <PopoverContent align="end" aria-label={label} className="w-auto p-3" onOpenAutoFocus={(e) => e.preventDefault()}>
          <Calendar
            // eslint-disable-next-line jsx-a11y/no-autofocus -- Calendar prop: focus enters the grid when the popover opens
            autoFocus
            locale={i18n.language}
            labels={labels}
            value={value}
            onSelect={(d) => set(new Date(d.getFullYear(), d.getMonth(), d.getDate(), value?.getHours() ?? 9, value?.getMinutes() ?? 0))}
          />
          <TimeFields
            className="mt-3 border-t pt-3"
            label={t('datetime.time')}
            locale={i18n.language}
            value={value ? { hours: value.getHours(), minutes: value.getMinutes() } : null}
            onChange={({ hours, minutes }) => {
              const base = value ?? new Date();
              set(new Date(base.getFullYear(), base.getMonth(), base.getDate(), hours, minutes));
            }}
          />
        </PopoverContent>
      </Popover>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('datetime.typed.hint')}
      </p>
      {error && (
        <FieldError id={`${id}-error`} className="[overflow-wrap:anywhere]">
          {error}
        </FieldError>
      )}
    </div>
  );
}
