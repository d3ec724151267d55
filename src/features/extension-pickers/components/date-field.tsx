import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { CalendarDays, X } from 'lucide-react';
import { useComposedRefs } from 'radix-ui/internal';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Calendar, type CalendarProps } from '@/components/ui/calendar';
import { FieldError } from '@/components/ui/field';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useCalendarLabels } from './use-calendar-labels';

export interface DateFieldProps {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Text shown in the field for a value. */
  format: (date: Date) => string;
  placeholder: string;
  /** Calendar options (views, min/max, locale, dir…). Locale defaults to the app language. */
  calendar?: Omit<Partial<CalendarProps>, 'value' | 'onSelect' | 'labels'>;
  clearable?: boolean;
  /** Controlled popover (open programmatically). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close after a day is chosen (false when the popover also holds a time). */
  closeOnSelect?: boolean;
  /** Extra popover content under the calendar (time fields, legend, Done button). */
  children?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  icon?: ReactNode;
  triggerRef?: Ref<HTMLButtonElement>;
  dir?: 'ltr' | 'rtl';
  className?: string;
}

const fieldClass =
  'flex h-9 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card ps-3 pe-9 text-start text-sm text-foreground transition-[border-color,box-shadow] outline-none hover:border-primary/60 focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 aria-expanded:border-primary data-invalid:border-danger';

/** A labelled button-like field that opens a Calendar in a popover (dialog); Clear button when clearable. */
export function DateField({
  label,
  value,
  onChange,
  format,
  placeholder,
  calendar,
  clearable = true,
  open: openProp,
  onOpenChange,
  closeOnSelect = true,
  children,
  description,
  error,
  icon,
  triggerRef,
  dir,
  className,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('extension-pickers');
  const labels = useCalendarLabels();
  const id = useId();
  const ownTrigger = useRef<HTMLButtonElement | null>(null);
  const trigger = useComposedRefs(ownTrigger, triggerRef);
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (o: boolean) => {
    setOpenState(o);
    onOpenChange?.(o);
  };
  const describedBy = [description && `${id}-desc`, error && `${id}-err`].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <div className="relative" dir={dir}>
            <PopoverTrigger asChild>
              <button
                ref={trigger}
                type="button"
                aria-haspopup="dialog"
                aria-labelledby={`${id}-label ${id}-value`}
                aria-describedby={describedBy}
                // aria-invalid is not allowed on a button: the error is announced through aria-describedby.
                data-invalid={error ? '' : undefined}
                className={fieldClass}
              >
                <span className="shrink-0 text-muted-foreground [&_svg]:size-4">{icon ?? <CalendarDays aria-hidden="true" />}</span>
                {/* The placeholder follows the field's direction, so in an RTL field it sits next to the icon. */}
                <span
                  id={`${id}-value`}
                  dir={value ? 'auto' : undefined}
                  className={cn('min-w-0 flex-1 truncate', !value && 'text-muted-foreground')}
                >
                  {value ? format(value) : placeholder}
                </span>
              </button>
            </PopoverTrigger>
            {clearable && value && (
              <button
                type="button"
                aria-label={t('common.clearField', { field: label })}
                onClick={() => {
                  onChange(null);
                  // The clear button unmounts with the value: keep the keyboard on the field, not on <body>.
                  ownTrigger.current?.focus();
                }}
                className="absolute end-1 top-1 inline-flex size-7 cursor-pointer items-center justify-center rounded text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </PopoverAnchor>
        <PopoverContent align="start" dir={dir} aria-label={label} className="w-auto p-3" onOpenAutoFocus={(e) => e.preventDefault()}>
          <Calendar
            locale={i18n.language}
            dir={dir}
            {...calendar}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- Calendar prop: focus enters the grid when the popover opens
            autoFocus
            value={value}
            labels={labels}
            onSelect={(d) => {
              onChange(d);
              if (closeOnSelect) setOpen(false);
            }}
          />
          {children}
        </PopoverContent>
      </Popover>
      {description && (
        <p id={`${id}-desc`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && <FieldError id={`${id}-err`}>{error}</FieldError>}
    </div>
  );
}
