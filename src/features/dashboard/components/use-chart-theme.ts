import { useMemo } from 'react';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { baseChartOptions, readChartPalette } from '@/lib/chart-theme';

/** The chart palette and base ApexCharts options, recomputed live when the theme changes. */
export function useChartTheme() {
  const signature = useThemeSignature();
  return useMemo(() => {
    const palette = readChartPalette();
    return { palette, base: baseChartOptions(palette), key: signature };
  }, [signature]);
}
