/**
 * Calendar dates are "floating" wall-clock values: `YYYY-MM-DD` for all-day events and
 * `YYYY-MM-DDTHH:mm` for timed ones, read as local time wherever they are shown. All arithmetic
 * runs on the fields (via Date.UTC), so a DST switch never shifts an event by an hour.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const DAY_MS = 86_400_000;

interface Parsed {
  ms: number;
  hasTime: boolean;
}

/** Field-wise value in ms (not a real instant), or null for anything malformed or impossible. */
function parseFloating(value: string): Parsed | null {
  const m = DATE_TIME.exec(value) ?? DATE.exec(value);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0'] = m.slice(1).map((x) => x ?? '0') as string[];
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) return null;
  return { ms, hasTime: m.length > 4 && m[4] !== undefined };
}

export function isFloating(value: string): boolean {
  return parseFloating(value) !== null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatFloating(ms: number, withTime: boolean): string {
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${date}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
}

/** A local Date (e.g. from FullCalendar) as a floating value. */
export function toFloating(date: Date, withTime: boolean): string {
  const ms = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes());
  return formatFloating(ms, withTime);
}

/** A floating value as a local Date for display. */
export function fromFloating(value: string): Date | null {
  const p = parseFloating(value);
  if (!p) return null;
  const d = new Date(p.ms);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

export function addDays(value: string, days: number): string {
  const p = parseFloating(value);
  if (!p) return value;
  return formatFloating(p.ms + days * DAY_MS, p.hasTime);
}

/** -1, 0 or 1; both values must be valid. A date-only value counts as its midnight. */
export function compareFloating(a: string, b: string): number {
  const pa = parseFloating(a);
  const pb = parseFloating(b);
  if (!pa || !pb) return Number.NaN;
  return Math.sign(pa.ms - pb.ms);
}

export interface Span {
  startDate: string;
  endDate: string;
}

/**
 * SPEC §4: dragging moves the start to the dropped date and shifts the end by the same offset.
 * A date-only drop on a timed event keeps the event's time of day. Returns null for bad input.
 */
export function shiftEvent<T extends Span>(event: T, date: string): T | null {
  const start = parseFloating(event.startDate);
  const end = parseFloating(event.endDate);
  const target = parseFloating(date);
  if (!start || !end || !target) return null;
  const targetMs = !target.hasTime && start.hasTime ? target.ms + (start.ms % DAY_MS) : target.ms;
  const offset = targetMs - start.ms;
  return {
    ...event,
    startDate: formatFloating(start.ms + offset, start.hasTime),
    endDate: formatFloating(end.ms + offset, end.hasTime),
  };
}
