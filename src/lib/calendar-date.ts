/**
 * Local calendar-date helpers for the date/time pickers (no library): day arithmetic on local midnight,
 * locale-aware month/weekday names and first day of the week through Intl, a small token formatter and a
 * strict parser for typed dates.
 */

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const startOfDay = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const daysInMonth = (year: number, month: number): number => new Date(year, month + 1, 0).getDate();

export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n, d.getHours(), d.getMinutes());
}

/** Adds months keeping the day when it exists (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: Date, n: number): Date {
  const first = new Date(d.getFullYear(), d.getMonth() + n, 1, d.getHours(), d.getMinutes());
  first.setDate(Math.min(d.getDate(), daysInMonth(first.getFullYear(), first.getMonth())));
  return first;
}

export const addYears = (d: Date, n: number): Date => addMonths(d, n * 12);

export const isSameDay = (a: Date | null | undefined, b: Date | null | undefined): boolean =>
  !!a && !!b && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Negative when a's day is before b's day (time of day ignored). */
export const compareDay = (a: Date, b: Date): number => startOfDay(a).getTime() - startOfDay(b).getTime();

export function clampDay(d: Date, min?: Date | null, max?: Date | null): Date {
  if (min && compareDay(d, min) < 0) return startOfDay(min);
  if (max && compareDay(d, max) > 0) return startOfDay(max);
  return d;
}

/** First day of the week for a locale (0 = Sunday), from Intl.Locale week info when the engine has it. */
export function weekStartOf(locale: string): WeekStart {
  try {
    const loc = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return (info.firstDay % 7) as WeekStart;
    const region = loc.maximize().region ?? '';
    if (['US', 'CA', 'BR', 'JP', 'IL', 'MX', 'PH', 'KR', 'TW', 'IN', 'ZA'].includes(region)) return 0;
    if (['EG', 'SA', 'AE', 'QA', 'KW', 'IQ', 'JO', 'SY', 'DZ', 'LY', 'OM'].includes(region)) return 6;
  } catch {
    /* unknown locale: Monday */
  }
  return 1;
}

/** Weeks (rows of 7) covering a month; days of other months are null. Always 6 rows so the grid never jumps. */
export function monthMatrix(year: number, month: number, weekStart: WeekStart): (Date | null)[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const total = daysInMonth(year, month);
  const rows: (Date | null)[][] = [];
  let day = 1 - lead;
  for (let r = 0; r < 6; r++) {
    const row: (Date | null)[] = [];
    for (let c = 0; c < 7; c++, day++) row.push(day >= 1 && day <= total ? new Date(year, month, day) : null);
    rows.push(row);
  }
  return rows;
}

export function monthNames(locale: string, width: 'long' | 'short' = 'long', standalone = true): string[] {
  const fmt = new Intl.DateTimeFormat(locale, standalone ? { month: width } : { month: width, day: 'numeric' });
  return Array.from({ length: 12 }, (_, m) => {
    const d = new Date(2021, m, 1);
    if (standalone) return fmt.format(d);
    return fmt.formatToParts(d).find((p) => p.type === 'month')?.value ?? '';
  });
}

/** Weekday names starting at `weekStart`. */
export function weekdayNames(locale: string, weekStart: WeekStart, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: width });
  // 3 Jan 2021 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(2021, 0, 3 + ((weekStart + i) % 7))));
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/**
 * Formats with tokens: yyyy yy MMMM MMM MM M dd d EEEE EEE HH H hh h mm a. Text in single quotes is literal.
 * Names come from Intl in the given locale.
 */
export function formatDate(d: Date, pattern: string, locale = 'en'): string {
  const tokens = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|a/g;
  return pattern.replace(tokens, (tok) => {
    switch (tok) {
      case 'yyyy':
        return pad(d.getFullYear(), 4);
      case 'yy':
        return pad(d.getFullYear() % 100);
      case 'MMMM':
        return monthNames(locale, 'long', false)[d.getMonth()] ?? '';
      case 'MMM':
        return monthNames(locale, 'short', false)[d.getMonth()] ?? '';
      case 'MM':
        return pad(d.getMonth() + 1);
      case 'M':
        return String(d.getMonth() + 1);
      case 'dd':
        return pad(d.getDate());
      case 'd':
        return String(d.getDate());
      case 'EEEE':
        return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(d);
      case 'EEE':
        return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(d);
      case 'HH':
        return pad(d.getHours());
      case 'H':
        return String(d.getHours());
      case 'hh':
        return pad(((d.getHours() + 11) % 12) + 1);
      case 'h':
        return String(((d.getHours() + 11) % 12) + 1);
      case 'mm':
        return pad(d.getMinutes());
      case 'a':
        return d.getHours() < 12 ? 'AM' : 'PM';
      default:
        return tok.slice(1, -1);
    }
  });
}

/** yyyy-MM-dd (local). */
export const toIsoDate = (d: Date): string => formatDate(d, 'yyyy-MM-dd');
/** yyyy-MM-ddTHH:mm (local). */
export const toIsoDateTime = (d: Date): string => formatDate(d, "yyyy-MM-dd'T'HH:mm");

function build(y: number, m: number, day: number, h = 0, min = 0): Date | null {
  if (m < 1 || m > 12 || day < 1 || day > daysInMonth(y, m - 1) || h > 23 || min > 59 || y < 1000 || y > 9999) return null;
  return new Date(y, m - 1, day, h, min);
}

/**
 * Parses typed text strictly: "2026-11-15", "15.11.2026", "15/11/2026" (day first) or "11/15/2026" when
 * `monthFirst`, optionally followed by a time "14:30", "2:30 pm" or "2pm". Impossible dates (31 Feb) give null.
 * `requireTime` rejects text without a time.
 */
export function parseDateTime(text: string, { monthFirst = false, requireTime = false } = {}): Date | null {
  const s = text.trim().replace(/\s+/g, ' ');
  const m = /^(\d{1,4})([-./])(\d{1,2})\2(\d{1,4})(?:(?:,?\s+|T)(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i.exec(s);
  if (!m) return null;
  const [, a = '', , b, c = '', hh, mm, ampm] = m;
  let y: number, mo: number, day: number;
  if (a.length === 4) [y, mo, day] = [Number(a), Number(b), Number(c)];
  else if (c.length === 4) [y, mo, day] = monthFirst ? [Number(c), Number(a), Number(b)] : [Number(c), Number(b), Number(a)];
  else return null;
  if (hh === undefined) return requireTime ? null : build(y, mo, day);
  let h = Number(hh);
  if (mm === undefined && !ampm) return null;
  const min = mm === undefined ? 0 : Number(mm);
  if (ampm) {
    if (h < 1 || h > 12) return null;
    const pm = ampm.toLowerCase().startsWith('p');
    h = (h % 12) + (pm ? 12 : 0);
  }
  return build(y, mo, day, h, min);
}
