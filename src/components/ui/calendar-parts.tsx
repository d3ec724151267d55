import type { KeyboardEvent } from 'react';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { toIsoDate } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';

const navBtn =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';
const cellBtn =
  'relative inline-flex cursor-pointer items-center justify-center rounded-md text-sm tabular-nums transition-[background-color,color,box-shadow] duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-popover';

export interface PickCell {
  key: number;
  text: string;
  /** Accessible name when `text` alone is ambiguous (a month without its year). */
  label?: string;
  /** The roving tab stop: the cell the keyboard cursor is on. */
  current: boolean;
  selected: boolean;
  disabled: boolean;
  pick: () => void;
  focus: () => void;
}

/** The calendar's month and year views: twelve cells in a 4 × 3 grid with one roving tab stop. */
export function PickGrid({
  cells,
  labelledBy,
  onKeyDown,
  className,
}: {
  cells: readonly PickCell[];
  labelledBy: string;
  onKeyDown: (e: KeyboardEvent) => void;
  className?: string;
}) {
  const rows = [0, 1, 2, 3].map((r) => cells.slice(r * 3, r * 3 + 3));
  return (
    <table role="grid" aria-labelledby={labelledBy} className="w-full border-separate border-spacing-1" onKeyDown={onKeyDown}>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell) => (
              <td key={cell.key} className="p-0" aria-selected={cell.selected}>
                <button
                  type="button"
                  tabIndex={cell.current ? 0 : -1}
                  aria-label={cell.label}
                  aria-disabled={cell.disabled || undefined}
                  onClick={() => !cell.disabled && cell.pick()}
                  onFocus={() => !cell.current && cell.focus()}
                  className={cn(
                    cellBtn,
                    'h-10 w-full min-w-[4.75rem] px-2',
                    className,
                    cell.selected
                      ? 'bg-primary-solid font-semibold text-white'
                      : cell.disabled
                        ? 'cursor-not-allowed text-muted-foreground/60'
                        : 'hover:bg-primary-soft hover:text-primary-text',
                  )}
                >
                  {cell.text}
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface DayCell {
  text: string;
  /** Full date, plus "today" / the highlight's name. */
  label: string;
  current: boolean;
  selected: boolean;
  disabled: boolean;
  today: boolean;
  highlighted: boolean;
}

/** The calendar's day view: weekday header and the month's weeks (null = a blank before the 1st / after the last). */
export function DayGrid({
  weekdays,
  weeks,
  cell,
  pick,
  focus,
  labelledBy,
  onKeyDown,
}: {
  weekdays: readonly { text: string; full: string }[];
  weeks: readonly (readonly (Date | null)[])[];
  cell: (d: Date) => DayCell;
  pick: (d: Date) => void;
  focus: (d: Date) => void;
  labelledBy: string;
  onKeyDown: (e: KeyboardEvent) => void;
}) {
  return (
    <table role="grid" aria-labelledby={labelledBy} className="border-separate border-spacing-0.5" onKeyDown={onKeyDown}>
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
        {weeks.map((row, r) => (
          <tr key={r}>
            {row.map((d, c) => {
              if (!d) return <td key={c} className="p-0" />;
              const day = cell(d);
              return (
                <td key={c} className="p-0" aria-selected={day.selected}>
                  <button
                    type="button"
                    data-date={toIsoDate(d)}
                    tabIndex={day.current ? 0 : -1}
                    aria-label={day.label}
                    aria-disabled={day.disabled || undefined}
                    aria-current={day.today ? 'date' : undefined}
                    onClick={() => !day.disabled && pick(d)}
                    onFocus={() => !day.current && focus(d)}
                    className={cn(
                      cellBtn,
                      'size-9',
                      day.selected
                        ? 'bg-primary-solid font-semibold text-white shadow-sm'
                        : day.disabled
                          ? 'cursor-not-allowed text-muted-foreground/55'
                          : 'text-foreground hover:bg-primary-soft hover:text-primary-text',
                      // A disabled today keeps only a faint ring: it must not look choosable.
                      day.today &&
                        !day.selected &&
                        (day.disabled
                          ? 'ring-1 ring-border ring-inset'
                          : 'font-semibold text-primary-text ring-1 ring-primary/50 ring-inset'),
                    )}
                  >
                    {day.text}
                    {day.highlighted && (
                      <span
                        aria-hidden="true"
                        className={cn(
                          'absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full',
                          day.selected ? 'bg-white' : 'bg-warning-solid',
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
  );
}

interface Pager {
  label: string;
  go: () => void;
  disabled: boolean;
}

/** Caption (a button to the coarser view when there is one, announced on change) between the paging buttons;
 *  `prev`/`next` null keeps their place empty. */
export function CalendarHeader({
  captionId,
  caption,
  prev,
  next,
  rtl,
  switchView,
}: {
  captionId: string;
  caption: string;
  prev: Pager | null;
  next: Pager | null;
  rtl: boolean;
  switchView: { label: string; go: () => void; coarse: boolean } | null;
}) {
  const PrevIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;
  return (
    <div className="mb-2 flex items-center justify-between gap-1">
      {prev ? (
        <button type="button" className={navBtn} aria-label={prev.label} disabled={prev.disabled} onClick={prev.go}>
          <PrevIcon aria-hidden="true" />
        </button>
      ) : (
        <span className="size-8" />
      )}
      {switchView ? (
        <button
          type="button"
          onClick={switchView.go}
          aria-label={`${caption}, ${switchView.label}`}
          className="inline-flex h-8 cursor-pointer items-center gap-1 rounded-md px-2 text-sm font-semibold text-heading transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span id={captionId}>{caption}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 text-muted-foreground transition-transform', switchView.coarse && 'rotate-180')}
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
      {next ? (
        <button type="button" className={navBtn} aria-label={next.label} disabled={next.disabled} onClick={next.go}>
          <NextIcon aria-hidden="true" />
        </button>
      ) : (
        <span className="size-8" />
      )}
    </div>
  );
}
