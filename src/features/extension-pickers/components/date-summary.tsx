import { CalendarClock } from 'lucide-react';

/** A large read-out of the chosen date (and time) beside an inline calendar. */
export function DateSummary({
  date,
  locale,
  withTime = false,
  emptyText,
  testId,
}: {
  date: Date | null;
  locale: string;
  withTime?: boolean;
  emptyText: string;
  testId?: string;
}) {
  if (!date) {
    return (
      <div
        className="grid place-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
        aria-live="polite"
      >
        <CalendarClock className="size-6" aria-hidden="true" />
        {emptyText}
      </div>
    );
  }
  const day = new Intl.NumberFormat(locale).format(date.getDate());
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  const time = withTime ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date) : null;
  return (
    <div className="flex items-center gap-4 rounded-lg bg-primary-soft p-4 text-primary-text" aria-live="polite" data-testid={testId}>
      <span className="text-4xl leading-none font-semibold tabular-nums">{day}</span>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-semibold capitalize">{weekday}</span>
        <span className="text-sm capitalize">{monthYear}</span>
        {time && <span className="text-sm font-medium tabular-nums">{time}</span>}
      </span>
    </div>
  );
}
