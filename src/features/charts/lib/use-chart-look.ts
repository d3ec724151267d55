import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readChartPalette, type ChartPalette } from '@/lib/chart-theme';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { LIVE_I18N } from '@/lib/live-i18n';

export interface ChartLook {
  palette: ChartPalette;
  locale: string;
  t: TFunction<'charts'>;
  /** Changes whenever colours or locale change; used as a React key to redraw a chart from scratch. */
  key: string;
}

/** Theme palette + current locale for the chart gallery, live with theme and language switches. */
export function useChartLook(): ChartLook {
  const signature = useThemeSignature();
  const { t, i18n } = useTranslation('charts', LIVE_I18N);
  const locale = i18n.language || 'en';
  const loaded = i18n.hasResourceBundle(locale, 'charts');
  return useMemo(
    () => ({ palette: readChartPalette(), locale, t, key: `${signature}|${locale}|${loaded}` }),
    [signature, locale, t, loaded],
  );
}

/** Locale-aware number formatter used in tooltips, axes and the data tables. */
export function numberFormatter(locale: string, options?: Intl.NumberFormatOptions): (value: number) => string {
  const fmt = new Intl.NumberFormat(locale, options);
  return (value) => (Number.isFinite(value) ? fmt.format(value) : '—');
}
