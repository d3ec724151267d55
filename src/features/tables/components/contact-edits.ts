import type { Contact } from '../api/tables.contract';

export type ContactField = Exclude<keyof Contact, 'id'>;

/**
 * The value an edit of `field` stores, or `undefined` when it must be refused: text may not be blank (it is
 * trimmed), followers must be a whole number from 0 up. The grid keeps the old value and says why.
 */
export function acceptContactEdit(field: ContactField, raw: unknown): string | number | undefined {
  if (field === 'followers') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  return text === '' ? undefined : text;
}
