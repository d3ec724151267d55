import { useMemo, useSyncExternalStore } from 'react';
import { baseChartOptions, readChartPalette } from '@/lib/chart-theme';
import { usePreferences } from '@/lib/preferences.store';

// The provider applies the theme to <html> in an effect that runs after ours, so we also watch the
// element itself: class (dark), data-theme (semi-dark) and inline style (a recoloured primary).
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
  return () => observer.disconnect();
}

function snapshot(): string {
  const root = document.documentElement;
  return `${root.className}|${root.getAttribute('data-theme') ?? ''}|${root.getAttribute('style') ?? ''}`;
}

/** The chart palette and base ApexCharts options, recomputed live when the theme changes. */
export function useChartTheme() {
  const theme = usePreferences((s) => s.theme);
  const rootState = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const palette = readChartPalette();
    return { palette, base: baseChartOptions(palette), key: `${theme}|${rootState}` };
  }, [theme, rootState]);
}
