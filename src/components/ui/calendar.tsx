import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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
import { CalendarHeader, DayGrid, PickGrid } from './calendar-parts';

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
      <CalendarHeader
        captionId={captionId}
        caption={caption}
        prev={paging ? prev : null}
        next={paging ? next : null}
        rtl={rtl}
        switchView={canSwitch ? { label: labels.switchView, go: switchView, coarse: view !== finest } : null}
      />

      <div ref={gridRef} key={view} className="animate-fade-in">
        {view === 'day' && (
          <DayGrid
            labelledBy={captionId}
            onKeyDown={onDayKey}
            weekdays={weekdays}
            weeks={monthMatrix(year, month, weekStart)}
            cell={(d) => {
              const isToday = isSameDay(d, today);
              const highlighted = isHighlighted?.(d) ?? false;
              return {
                text: dayFmt.format(d.getDate()),
                label: [fullFmt.format(d), isToday && labels.today, highlighted && labels.highlighted].filter(Boolean).join(', '),
                current: isSameDay(d, cursor),
                selected: isSameDay(d, value),
                disabled: dayDisabled(d),
                today: isToday,
                highlighted,
              };
            }}
            pick={(d) => {
              setCursor(d);
              onSelect(d);
            }}
            focus={setCursor}
          />
        )}

        {view === 'month' && (
          <PickGrid
            labelledBy={captionId}
            onKeyDown={(e) => onGridKey(e, 'month')}
            className="capitalize"
            cells={Array.from({ length: 12 }, (_, m) => ({
              key: m,
              text: shortMonths[m] ?? '',
              label: hideYear ? months[m] : `${months[m]} ${fmtYear(year)}`,
              current: m === month,
              selected: !!value && value.getMonth() === m && (hideYear || value.getFullYear() === year),
              disabled: monthDisabled(year, m),
              pick: () => drill(clampDay(addMonths(cursor, m - month), min, max), 'month'),
              focus: () => setCursor(addMonths(cursor, m - month)),
            }))}
          />
        )}

        {view === 'year' && (
          <PickGrid
            labelledBy={captionId}
            onKeyDown={(e) => onGridKey(e, 'year')}
            cells={Array.from({ length: 12 }, (_, i) => {
              const y = yearPageStart + i;
              return {
                key: y,
                text: fmtYear(y),
                current: y === year,
                selected: value?.getFullYear() === y,
                disabled: yearDisabled(y),
                pick: () => drill(clampDay(addYears(cursor, y - year), min, max), 'year'),
                focus: () => setCursor(addYears(cursor, y - year)),
              };
            })}
          />
        )}
      </div>
    </div>
  );
}
