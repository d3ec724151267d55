import type { TFunction } from 'i18next';

/** "1 – 10 of 48", or a plain "No rows" when there is nothing to count (never "0 – 0 of 0"). */
export function pageRange(t: TFunction, from: number, to: number, total: number) {
  return total === 0 ? t('pagination.none') : t('pagination.range', { from, to, total });
}
