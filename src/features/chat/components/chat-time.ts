import { formatDate, time12 } from '@/lib/format';

/** List time: "9:05 AM" for today, a short date otherwise. */
export function listTime(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso);
  return d.toDateString() === now.toDateString() ? time12(d, locale) : formatDate(d, locale, 'monthDay');
}
