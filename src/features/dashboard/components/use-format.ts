import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, kFormatter, type DateStyle } from '@/lib/format';

/** Number and date formatters bound to the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const monthFmt = new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
    // Only its symbol and the symbol's place are used.
    const usd = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return {
      lng,
      num: (v: number, options?: Intl.NumberFormatOptions) => formatNumber(v, lng, options),
      k: (v: number) => kFormatter(v, lng),
      pct: (v: number, digits = 0) => formatNumber(v / 100, lng, { style: 'percent', maximumFractionDigits: digits }),
      signedPct: (v: number) => formatNumber(v / 100, lng, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      /** Dollars; above 999 in thousands (53.6k) with the locale's own symbol and its place: $53.6k, US$ 53,6k, 53,6k $. */
      money: (v: number) =>
        Math.abs(v) > 999
          ? (v < 0 ? '-' : '') +
            usd
              .formatToParts(1)
              .map((p) => (p.type === 'integer' ? kFormatter(Math.abs(v), lng) : p.value))
              .join('')
          : formatNumber(v, lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      date: (v: string | number | Date, style: DateStyle = 'medium') => formatDate(v, lng, style),
      /** "2026-06" -> "Jun" in the current language. */
      month: (iso: string) => monthFmt.format(new Date(`${iso}-01T00:00:00Z`)),
    };
  }, [lng]);
}
