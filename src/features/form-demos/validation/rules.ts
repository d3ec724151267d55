/** Pure validation rules used by the form-validation demos (framework-free, unit-tested). */

export const isRequired = (v: unknown): boolean =>
  v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

// A letter may carry combining marks: "é" typed or pasted as e + U+0301 (macOS file names, some keyboards) is a
// letter too, not a letter followed by a stray symbol.
/** Letters only (any script). */
export const isAlpha = (v: string): boolean => /^(?:\p{L}\p{M}*)+$/u.test(v);
/** Letters, digits, dashes and underscores. */
export const isAlphaDash = (v: string): boolean => /^(?:[\p{L}\p{N}_-]\p{M}*)+$/u.test(v);
/** Letters and digits. */
export const isAlphaNum = (v: string): boolean => /^(?:[\p{L}\p{N}]\p{M}*)+$/u.test(v);
/** Letters and single spaces between words. */
export const isAlphaSpaces = (v: string): boolean => /^(?:\p{L}\p{M}*)+(?: (?:\p{L}\p{M}*)+)*$/u.test(v);
/** An integer or decimal number, optionally signed; the decimal mark may be a point or a comma (12,5 in de/fr/pt). */
export const isNumeric = (v: string): boolean => /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(v.trim());
/** The value of a string that passed isNumeric. */
const toNumber = (v: string): number => Number(v.trim().replace(',', '.'));
/** Exactly `n` digits. */
export const hasDigits = (v: string, n: number): boolean => new RegExp(`^\\d{${n}}$`).test(v);
export const isBetween = (v: string, min: number, max: number): boolean => isNumeric(v) && toNumber(v) >= min && toNumber(v) <= max;
/** Characters as a reader counts them: "é" (e + accent), "👍🏽" and "🇵🇹" are one each. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const charCount = (v: string): number => [...graphemes.segment(v)].length;
export const hasMinLength = (v: string, n: number): boolean => charCount(v) >= n;
export const hasMaxLength = (v: string, n: number): boolean => charCount(v) <= n;
export const hasMinValue = (v: string, n: number): boolean => isNumeric(v) && toNumber(v) >= n;
export const hasMaxValue = (v: string, n: number): boolean => isNumeric(v) && toNumber(v) <= n;
export const isEmail = (v: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);

export const isUrl = (v: string): boolean => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Luhn checksum over 12–19 digits; spaces and dashes are ignored. */
export const isCreditCard = (v: string): boolean => {
  const digits = v.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Parses a strict YYYY-MM-DD calendar date (rejects 2023-02-30); null when invalid. */
const parseIsoDate = (v: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
};

export const isDateFormat = (v: string): boolean => parseIsoDate(v) !== null;

/** Inclusive; bounds are YYYY-MM-DD. */
export const isDateBetween = (v: string, from: string, to: string): boolean => {
  const date = parseIsoDate(v);
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return !!date && !!a && !!b && date >= a && date <= b;
};

export const isIncludedIn = (v: string, list: readonly string[]): boolean => list.includes(v);
export const isConfirmed = (v: string, other: string): boolean => v === other;

/** Strong enough for the demo: 8+ chars with a lower-case letter, an upper-case letter and a digit. */
export const isStrongPassword = (v: string): boolean => v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);

export interface FileLike {
  name: string;
  size: number;
  type: string;
}
export const hasFileType = (f: FileLike, types: readonly string[]): boolean => types.includes(f.type);
export const hasMaxFileSize = (f: FileLike, maxBytes: number): boolean => f.size <= maxBytes;
