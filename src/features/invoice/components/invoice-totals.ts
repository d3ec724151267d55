/** Invoice arithmetic in integer cents so that totals never drift, and never show NaN. */
/** Percentages as integers so that cents × percent / 100 stays exact. */
export const DISCOUNT_PERCENT = 5;
export const TAX_PERCENT = 10;
const MAX_VALUE = 1_000_000;

/** A non-negative number with at most two decimals (e.g. "12", "12.5", "0.75"); anything else is null. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= MAX_VALUE ? value : null;
  if (typeof value !== 'string') return null;
  const v = value.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_VALUE ? n : null;
}

export interface LineInput {
  hours: unknown;
  rate: unknown;
}

/** Amount of one row in cents, or null when hours or rate is not a valid amount. */
export function lineCents(line: LineInput): number | null {
  const hours = parseAmount(line.hours);
  const rate = parseAmount(line.rate);
  if (hours === null || rate === null) return null;
  return Math.round((Math.round(hours * 100) * Math.round(rate * 100)) / 100);
}

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  invalidRows: number;
}

/** Totals in currency units (2 decimals); invalid rows count as 0 and are reported. */
export function computeTotals(lines: readonly LineInput[]): Totals {
  let cents = 0;
  let invalidRows = 0;
  for (const line of lines) {
    const c = lineCents(line);
    if (c === null) invalidRows += 1;
    else cents += c;
  }
  const discount = Math.round((cents * DISCOUNT_PERCENT) / 100);
  const tax = Math.round(((cents - discount) * TAX_PERCENT) / 100);
  const total = cents - discount + tax;
  return { subtotal: cents / 100, discount: discount / 100, tax: tax / 100, total: total / 100, invalidRows };
}
