import { useMemo } from 'react';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { readChartPalette } from '@/lib/chart-theme';
import { chartTheme, type ChartTheme } from './chart-options';

/**
 * The palette, font and motion preference Chart.js options are built from, recomputed live when the theme changes;
 * `key` is the theme signature (the Chart wrapper redraws from scratch when it changes).
 */
export function useChartTheme(): ChartTheme & { key: string } {
  const signature = useThemeSignature();
  return useMemo(() => ({ ...chartTheme(readChartPalette()), key: signature }), [signature]);
}
