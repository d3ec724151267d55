import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readChartPalette, type ChartPalette } from '@/lib/chart-theme';
import { usePreferences } from '@/lib/preferences.store';

/** Re-reads the palette when <html> changes class (dark), data-theme (semi-dark) or style (primary colour). */
function watchRoot(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
  return () => observer.disconnect();
}

function rootSignature(): string {
  const el = document.documentElement;
  return [el.className, el.getAttribute('data-theme') ?? '', el.getAttribute('style') ?? ''].join('|');
}

/**
 * useTranslation options that also re-render when a namespace bundle is added: a language switch loads this
 * namespace after the change event. (bindI18nStore works at runtime but is missing from the option type.)
 */
export const LIVE_I18N = { useSuspense: false, bindI18nStore: 'added' };

export interface ChartLook {
  palette: ChartPalette;
  locale: string;
  t: TFunction<'charts'>;
  /** Changes whenever colours or locale change; used as a React key to redraw a chart from scratch. */
  key: string;
}

/** Theme palette + current locale for the chart gallery, live with theme and language switches. */
export function useChartLook(): ChartLook {
  const theme = usePreferences((s) => s.theme);
  const signature = useSyncExternalStore(watchRoot, rootSignature, rootSignature);
  const { t, i18n } = useTranslation('charts', LIVE_I18N);
  const locale = i18n.language || 'en';
  const loaded = i18n.hasResourceBundle(locale, 'charts');
  return useMemo(
    () => ({ palette: readChartPalette(), locale, t, key: `${theme}|${signature}|${locale}|${loaded}` }),
    [theme, signature, locale, t, loaded],
  );
}

/** Locale-aware number formatter used in tooltips, axes and the data tables. */
export function numberFormatter(locale: string, options?: Intl.NumberFormatOptions): (value: number) => string {
  const fmt = new Intl.NumberFormat(locale, options);
  return (value) => (Number.isFinite(value) ? fmt.format(value) : '—');
}
