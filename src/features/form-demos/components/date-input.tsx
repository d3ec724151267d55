import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '@/components/ui/calendar';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toIsoDate } from '@/lib/calendar-date';

/** Local date of a strict YYYY-MM-DD string, or null. */
function fromIso(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : null;
}

export interface DateInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Called with YYYY-MM-DD when a day is picked in the calendar (the typed text goes through onChange). */
  onPick: (iso: string) => void;
  /** Bounds of the calendar (YYYY-MM-DD); days outside are disabled there, typing stays free. */
  from?: string;
  to?: string;
  /** Accessible name of the calendar button. */
  pickLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A typed YYYY-MM-DD field with a calendar button: type the date, or pick it in the popover calendar
 * (arrow keys, PageUp/PageDown, Enter). Works as a react-hook-form `register()` target.
 */
export function DateInput({ onPick, from, to, pickLabel, ref, ...props }: DateInputProps) {
  const { t, i18n } = useTranslation('form-demos');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const picked = useRef(false);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<Date | null>(null);
  const minDate = from ? fromIso(from) : null;
  const maxDate = to ? fromIso(to) : null;

  return (
    <Popover
      open={open}
      onOpenChange={(o) => {
        if (o) setValue(fromIso(inputRef.current?.value ?? ''));
        setOpen(o);
      }}
    >
      <InputGroup>
        <InputGroupInput
          {...props}
          ref={(el) => {
            inputRef.current = el;
            if (typeof ref === 'function') ref(el);
            else if (ref) ref.current = el;
          }}
          type="text"
          inputMode="numeric"
          placeholder={props.placeholder ?? t('validation.hints.dateFormat')}
        />
        <InputGroupAddon align="end" className="pr-1">
          <PopoverTrigger asChild>
            <InputGroupButton aria-label={pickLabel} className="size-7 px-0 text-muted-foreground hover:text-foreground">
              <CalendarDays aria-hidden="true" />
            </InputGroupButton>
          </PopoverTrigger>
        </InputGroupAddon>
      </InputGroup>
      <PopoverContent
        align="end"
        aria-label={pickLabel}
        className="w-auto p-3"
        onOpenAutoFocus={(e) => e.preventDefault()}
        onCloseAutoFocus={(e) => {
          // After a pick, continue in the text field (Esc returns to the button as usual).
          if (!picked.current) return;
          picked.current = false;
          e.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <Calendar
          // eslint-disable-next-line jsx-a11y/no-autofocus -- Calendar prop: focus enters the grid when the dialog opens
          autoFocus
          locale={i18n.language}
          value={value}
          min={minDate}
          max={maxDate}
          defaultMonth={minDate ?? undefined}
          labels={{
            previousMonth: t('calendar.previousMonth'),
            nextMonth: t('calendar.nextMonth'),
            previousYear: t('calendar.previousYear'),
            nextYear: t('calendar.nextYear'),
            previousYears: t('calendar.previousYears'),
            nextYears: t('calendar.nextYears'),
            switchView: t('calendar.switchView'),
            today: t('calendar.today'),
          }}
          onSelect={(d) => {
            picked.current = true;
            onPick(toIsoDate(d));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
