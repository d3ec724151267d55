/** Text filters (SPEC §9): 12-hour time, thousands, capitalize, truncate, dates. All locale-aware. */

const toDate = (value: Date | string | number): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isFinite(d.getTime()) ? d : null;
};

/** Clock time in the locale's own convention ("9:05 AM" in English, "09:05" in German, French and Brazilian
 *  Portuguese); invalid input gives an empty string rather than "Invalid Date". */
export function formatTime(value: Date | string | number, locale = 'en'): string {
  const d = toDate(value);
  if (!d) return '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(d);
}

/** Numbers above 999 as thousands with one decimal (1000 -> 1.0k, 92600 -> 92.6k); never NaN text. */
export function kFormatter(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '0';
  const fmt = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  const abs = Math.abs(value);
  if (abs > 999) return `${fmt(value / 1000, 1)}k`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function capitalize(value: string): string {
  if (!value) return '';
  return value
    .split(' ')
    .map((word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** Cuts at `length` code points (never splitting an emoji) and adds an ellipsis. */
export function truncate(value: string, length: number): string {
  const chars = Array.from(value ?? '');
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}…`;
}

export type DateStyle = 'short' | 'medium' | 'long' | 'monthDay' | 'weekday';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
  monthDay: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
};

export function formatDate(value: Date | string | number, locale = 'en', style: DateStyle = 'medium'): string {
  const d = toDate(value);
  if (!d) return '';
  return new Intl.DateTimeFormat(locale, DATE_OPTIONS[style]).format(d);
}

export function formatNumber(value: number, locale = 'en', options?: Intl.NumberFormatOptions): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatCurrency(value: number, locale = 'en', currency = 'USD'): string {
  return formatNumber(value, locale, { style: 'currency', currency });
}

/** "2 min ago" relative to `now`; locale-aware via Intl.RelativeTimeFormat. */
export function timeAgo(value: Date | string | number, locale = 'en', now: number = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.round((d.getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(seconds, 'second');
}
