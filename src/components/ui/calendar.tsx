import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  addDays,
  addMonths,
  addYears,
  clampDay,
  compareDay,
  isSameDay,
  monthMatrix,
  monthNames,
  startOfDay,
  weekdayNames,
  weekStartOf,
  toIsoDate,
} from '@/lib/calendar-date';

export type CalendarView = 'day' | 'month' | 'year';

export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  previousYears: string;
  nextYears: string;
  /** Caption button hint, e.g. "Choose month and year". */
  switchView: string;
  /** Appended to the accessible name of highlighted days, e.g. "event". */
  highlighted?: string;
  /** Appended to today's accessible name. */
  today?: string;
}

export interface CalendarProps {
  value: Date | null;
  /** Called with the chosen day (in month view: the first of the month, keeping the day when possible). */
  onSelect: (date: Date) => void;
  /** Views offered, any of day / month / year; the finest one commits the value. */
  views?: readonly CalendarView[];
  openTo?: CalendarView;
  /** BCP 47 locale for names, digits and the first day of the week. */
  locale: string;
  dir?: 'ltr' | 'rtl';
  min?: Date | null;
  max?: Date | null;
  isDisabled?: (date: Date) => boolean;
  isHighlighted?: (date: Date) => boolean;
  /** Month shown when there is no value (defaults to today). */
  defaultMonth?: Date;
  /** Hide the year in captions (day + month pickers such as birthdays). */
  hideYear?: boolean;
  /** Move focus into the grid on mount (popover pickers). */
  autoFocus?: boolean;
  labels: CalendarLabels;
  className?: string;
  /** Accessible name of the grid's region. */
  'aria-label'?: string;
}

const ORDER: CalendarView[] = ['day', 'month', 'year'];
const navBtn =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';
const cellBtn =
  'relative inline-flex cursor-pointer items-center justify-center rounded-md text-sm tabular-nums transition-[background-color,color,box-shadow] duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-popover';

/**
 * An accessible calendar (WAI-ARIA date grid): day, month and year views; arrows move by day (mirrored in RTL),
 * Home/End to the week's ends, PageUp/PageDown by month, Shift+PageUp/PageDown by year, Enter/Space choose.
 * Days outside min/max or matching isDisabled are aria-disabled and cannot be chosen.
 */
export function Calendar({
  value,
  onSelect,
  views = ['day', 'month', 'year'],
  openTo,
  locale,
  dir = 'ltr',
  min,
  max,
  isDisabled,
  isHighlighted,
  defaultMonth,
  hideYear = false,
  autoFocus = false,
  labels,
  className,
  'aria-label': ariaLabel,
}: CalendarProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const available = ORDER.filter((v) => views.includes(v));
  const finest = available[0] ?? 'day';
  const [view, setView] = useState<CalendarView>(openTo && available.includes(openTo) ? openTo : finest);
  const initial = clampDay(startOfDay(value ?? defaultMonth ?? new Date()), min, max);
  const [cursor, setCursor] = useState<Date>(initial);
  const gridRef = useRef<HTMLDivElement>(null);
  const wantFocus = useRef(autoFocus);

  // Follow a value set from outside (typed input, programmatic change).
  const valueKey = value ? toIsoDate(value) : '';
  useEffect(() => {
    if (value) setCursor(startOfDay(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey]);

  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });

  const weekStart = useMemo(() => weekStartOf(locale), [locale]);
  const months = useMemo(() => monthNames(locale, 'long'), [locale]);
  const shortMonths = useMemo(() => monthNames(locale, 'short'), [locale]);
  const yearFmt = useMemo(() => new Intl.DateTimeFormat(locale, { year: 'numeric' }), [locale]);
  const dayFmt = useMemo(() => new Intl.NumberFormat(locale, { useGrouping: false }), [locale]);
  const fullFmt = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    [locale],
  );
  const fmtYear = (y: number) => yearFmt.format(new Date(y, 6, 1));
  const weekdays = useMemo(() => {
    const short = weekdayNames(locale, weekStart, 'short');
    const narrow = weekdayNames(locale, weekStart, 'narrow');
    const long = weekdayNames(locale, weekStart, 'long');
    return short.map((s, i) => ({ text: s.length > 3 ? (narrow[i] ?? s) : s, full: long[i] ?? s }));
  }, [locale, weekStart]);

  const today = startOfDay(new Date());
  const year = cursor.getFullYear();
  const month = cursor.getMonth();
  const rtl = dir === 'rtl';

  const dayDisabled = (d: Date) =>
    (min ? compareDay(d, min) < 0 : false) || (max ? compareDay(d, max) > 0 : false) || (isDisabled?.(d) ?? false);
  const monthDisabled = (y: number, m: number) =>
    (min ? y * 12 + m < min.getFullYear() * 12 + min.getMonth() : false) ||
    (max ? y * 12 + m > max.getFullYear() * 12 + max.getMonth() : false);
  const yearDisabled = (y: number) => (min ? y < min.getFullYear() : false) || (max ? y > max.getFullYear() : false);

  const move = (next: Date) => {
    wantFocus.current = true;
    setCursor(clampDay(next, min, max));
  };

  const drill = (next: Date, from: CalendarView) => {
    const finer = available[available.indexOf(from) - 1];
    if (finer) {
      wantFocus.current = true;
      setCursor(clampDay(next, min, max));
      setView(finer);
    } else onSelect(next);
  };

  const coarser = available[available.indexOf(view) + 1];
  const canSwitch = Boolean(coarser) || (view !== finest && available.length > 1);
  const switchView = () => {
    wantFocus.current = true;
    setView(coarser ?? finest);
  };

  // Header: caption and paging per view.
  // Year pages of 12 are aligned so this year sits in the second row of its page.
  const pageBase = today.getFullYear() - 4;
  const yearPageStart = year - ((((year - pageBase) % 12) + 12) % 12);
  let caption: string;
  let prev: { label: string; go: () => void; disabled: boolean };
  let next: { label: string; go: () => void; disabled: boolean };
  if (view === 'day') {
    caption = hideYear ? (months[month] ?? '') : `${months[month] ?? ''} ${fmtYear(year)}`;
    prev = {
      label: labels.previousMonth,
      go: () => setCursor(clampDay(addMonths(cursor, -1), min, max)),
      disabled: monthDisabled(year, month - 1),
    };
    next = {
      label: labels.nextMonth,
      go: () => setCursor(clampDay(addMonths(cursor, 1), min, max)),
      disabled: monthDisabled(year, month + 1),
    };
  } else if (view === 'month') {
    caption = fmtYear(year);
    prev = { label: labels.previousYear, go: () => setCursor(clampDay(addYears(cursor, -1), min, max)), disabled: yearDisabled(year - 1) };
    next = { label: labels.nextYear, go: () => setCursor(clampDay(addYears(cursor, 1), min, max)), disabled: yearDisabled(year + 1) };
  } else {
    caption = `${fmtYear(yearPageStart)} – ${fmtYear(yearPageStart + 11)}`;
    prev = {
      label: labels.previousYears,
      go: () => setCursor(clampDay(addYears(cursor, -12), min, max)),
      disabled: yearDisabled(yearPageStart - 1),
    };
    next = {
      label: labels.nextYears,
      go: () => setCursor(clampDay(addYears(cursor, 12), min, max)),
      disabled: yearDisabled(yearPageStart + 12),
    };
  }
  // Month view of a month-only picker (no year view, no day view) stays in one year: no paging.
  const paging = !(view === 'month' && (hideYear || available.length === 1));
  const PrevIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;

  const onDayKey = (e: KeyboardEvent) => {
    const h = rtl ? -1 : 1;
    const map: Record<string, () => Date> = {
      ArrowLeft: () => addDays(cursor, -h),
      ArrowRight: () => addDays(cursor, h),
      ArrowUp: () => addDays(cursor, -7),
      ArrowDown: () => addDays(cursor, 7),
      Home: () => addDays(cursor, -((cursor.getDay() - weekStart + 7) % 7)),
      End: () => addDays(cursor, 6 - ((cursor.getDay() - weekStart + 7) % 7)),
      PageUp: () => (e.shiftKey ? addYears(cursor, -1) : addMonths(cursor, -1)),
      PageDown: () => (e.shiftKey ? addYears(cursor, 1) : addMonths(cursor, 1)),
    };
    const go = map[e.key];
    if (go) {
      e.preventDefault();
      move(go());
    }
  };

  const onGridKey = (e: KeyboardEvent, step: 'month' | 'year') => {
    const h = rtl ? -1 : 1;
    const delta: Record<string, number> = { ArrowLeft: -h, ArrowRight: h, ArrowUp: -3, ArrowDown: 3 };
    let n = delta[e.key];
    if (e.key === 'Home') n = step === 'month' ? -month : -(year - yearPageStart);
    if (e.key === 'End') n = step === 'month' ? 11 - month : yearPageStart + 11 - year;
    if (n === undefined) return;
    e.preventDefault();
    const nextDate = step === 'month' ? addMonths(cursor, n) : addYears(cursor, n);
    if (step === 'month' && !paging && nextDate.getFullYear() !== year) return;
    move(nextDate);
  };

  return (
    <div
      dir={dir}
      lang={locale}
      className={cn('w-fit max-w-full select-none', className)}
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : captionId}
    >
      <div className="mb-2 flex items-center justify-between gap-1">
        {paging ? (
          <button type="button" className={navBtn} aria-label={prev.label} disabled={prev.disabled} onClick={prev.go}>
            <PrevIcon aria-hidden="true" />
          </button>
        ) : (
          <span className="size-8" />
        )}
        {canSwitch ? (
          <button
            type="button"
            onClick={switchView}
            aria-label={`${caption}, ${labels.switchView}`}
            className="inline-flex h-8 cursor-pointer items-center gap-1 rounded-md px-2 text-sm font-semibold text-heading transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span id={captionId}>{caption}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 text-muted-foreground transition-transform', view !== finest && 'rotate-180')}
            />
          </button>
        ) : (
          <span id={captionId} className="px-2 text-sm font-semibold text-heading">
            {caption}
          </span>
        )}
        <span className="sr-only" aria-live="polite">
          {caption}
        </span>
        {paging ? (
          <button type="button" className={navBtn} aria-label={next.label} disabled={next.disabled} onClick={next.go}>
            <NextIcon aria-hidden="true" />
          </button>
        ) : (
          <span className="size-8" />
        )}
      </div>

      <div ref={gridRef} key={view} className="animate-fade-in">
        {view === 'day' && (
          <table role="grid" aria-labelledby={captionId} className="border-separate border-spacing-0.5" onKeyDown={onDayKey}>
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w.full} scope="col" abbr={w.full} className="size-9 p-0 text-xs font-medium text-muted-foreground">
                    {w.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthMatrix(year, month, weekStart).map((row, r) => (
                <tr key={r}>
                  {row.map((d, c) => {
                    if (!d) return <td key={c} className="p-0" />;
                    const selected = isSameDay(d, value);
                    const disabled = dayDisabled(d);
                    const isToday = isSameDay(d, today);
                    const highlighted = isHighlighted?.(d) ?? false;
                    const name = [fullFmt.format(d), isToday && labels.today, highlighted && labels.highlighted].filter(Boolean).join(', ');
                    return (
                      <td key={c} className="p-0" aria-selected={selected}>
                        <button
                          type="button"
                          data-date={toIsoDate(d)}
                          tabIndex={isSameDay(d, cursor) ? 0 : -1}
                          aria-label={name}
                          aria-disabled={disabled || undefined}
                          aria-current={isToday ? 'date' : undefined}
                          onClick={() => {
                            if (disabled) return;
                            setCursor(d);
                            onSelect(d);
                          }}
                          onFocus={() => !isSameDay(d, cursor) && setCursor(d)}
                          className={cn(
                            cellBtn,
                            'size-9',
                            selected
                              ? 'bg-primary-solid font-semibold text-white shadow-sm'
                              : disabled
                                ? 'cursor-not-allowed text-muted-foreground/55'
                                : 'text-foreground hover:bg-primary-soft hover:text-primary-text',
                            // A disabled today keeps only a faint ring: it must not look choosable.
                            isToday &&
                              !selected &&
                              (disabled
                                ? 'ring-1 ring-border ring-inset'
                                : 'font-semibold text-primary-text ring-1 ring-primary/50 ring-inset'),
                          )}
                        >
                          {dayFmt.format(d.getDate())}
                          {highlighted && (
                            <span
                              aria-hidden="true"
                              className={cn(
                                'absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full',
                                selected ? 'bg-white' : 'bg-warning-solid',
                              )}
                            />
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {view === 'month' && (
          <table
            role="grid"
            aria-labelledby={captionId}
            className="w-full border-separate border-spacing-1"
            onKeyDown={(e) => onGridKey(e, 'month')}
          >
            <tbody>
              {[0, 1, 2, 3].map((r) => (
                <tr key={r}>
                  {[0, 1, 2].map((c) => {
                    const m = r * 3 + c;
                    const selected = !!value && value.getMonth() === m && (hideYear || value.getFullYear() === year);
                    const disabled = monthDisabled(year, m);
                    const target = clampDay(addMonths(cursor, m - month), min, max);
                    return (
                      <td key={c} className="p-0" aria-selected={selected}>
                        <button
                          type="button"
                          tabIndex={m === month ? 0 : -1}
                          aria-label={hideYear ? months[m] : `${months[m]} ${fmtYear(year)}`}
                          aria-disabled={disabled || undefined}
                          onClick={() => !disabled && drill(target, 'month')}
                          onFocus={() => m !== month && setCursor(addMonths(cursor, m - month))}
                          className={cn(
                            cellBtn,
                            'h-10 w-full min-w-[4.75rem] px-2 capitalize',
                            selected
                              ? 'bg-primary-solid font-semibold text-white'
                              : disabled
                                ? 'cursor-not-allowed text-muted-foreground/60'
                                : 'hover:bg-primary-soft hover:text-primary-text',
                          )}
                        >
                          {shortMonths[m]}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {view === 'year' && (
          <table
            role="grid"
            aria-labelledby={captionId}
            className="w-full border-separate border-spacing-1"
            onKeyDown={(e) => onGridKey(e, 'year')}
          >
            <tbody>
              {[0, 1, 2, 3].map((r) => (
                <tr key={r}>
                  {[0, 1, 2].map((c) => {
                    const y = yearPageStart + r * 3 + c;
                    const selected = value?.getFullYear() === y;
                    const disabled = yearDisabled(y);
                    return (
                      <td key={c} className="p-0" aria-selected={selected}>
                        <button
                          type="button"
                          tabIndex={y === year ? 0 : -1}
                          aria-disabled={disabled || undefined}
                          onClick={() => !disabled && drill(clampDay(addYears(cursor, y - year), min, max), 'year')}
                          onFocus={() => y !== year && setCursor(addYears(cursor, y - year))}
                          className={cn(
                            cellBtn,
                            'h-10 w-full min-w-[4.75rem] px-2',
                            selected
                              ? 'bg-primary-solid font-semibold text-white'
                              : disabled
                                ? 'cursor-not-allowed text-muted-foreground/60'
                                : 'hover:bg-primary-soft hover:text-primary-text',
                          )}
                        >
                          {fmtYear(y)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
