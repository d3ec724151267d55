import { formatDate, formatTime } from '@/lib/format';

/** List time: the locale's clock ("9:05 AM", "09:05") for today, a short date otherwise. */
export function listTime(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  return d.toDateString() === now.toDateString() ? formatTime(d, locale) : formatDate(d, locale, 'monthDay');
}
