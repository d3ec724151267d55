/**
 * Chart colours from the theme tokens, so every chart library follows light/dark/semi-dark and a
 * recoloured primary. Framework-free: reads CSS variables from the document and returns plain data.
 */
export type ChartToken =
  'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary' | 'foreground' | 'muted-foreground' | 'border' | 'card';

export interface ChartPalette {
  primary: string;
  success: string;
  danger: string;
  warning: string;
  info: string;
  secondary: string;
  foreground: string;
  mutedForeground: string;
  border: string;
  card: string;
  /** Series colours in the order charts use them. */
  series: string[];
  mode: 'light' | 'dark';
}

/** The SPEC colours, used when a token is missing (e.g. no stylesheet in a test or on the server). */
export const FALLBACK: Record<ChartToken, string> = {
  primary: '#00a598',
  success: '#28c76f',
  danger: '#ea5455',
  warning: '#ff9f43',
  info: '#00cfe8',
  secondary: '#82868b',
  foreground: '#4b4f5a',
  'muted-foreground': '#62666f',
  border: '#e3e5e9',
  card: '#ffffff',
};

export function readChartPalette(root: HTMLElement | null = globalThis.document?.documentElement ?? null): ChartPalette {
  const styles = root ? getComputedStyle(root) : null;
  const read = (token: ChartToken) => styles?.getPropertyValue(`--${token}`).trim() || FALLBACK[token];
  const p = {
    primary: read('primary'),
    success: read('success'),
    danger: read('danger'),
    warning: read('warning'),
    info: read('info'),
    secondary: read('secondary'),
    foreground: read('foreground'),
    mutedForeground: read('muted-foreground'),
    border: read('border'),
    card: read('card'),
  };
  const mode = root?.classList.contains('dark') ? 'dark' : 'light';
  return { ...p, series: [p.primary, p.warning, p.danger, p.info, p.success, p.secondary], mode };
}

/**
 * Options every ApexCharts chart starts from (structurally an ApexOptions subset, typed loosely so
 * lib/ does not import the chart library). Merge chart-specific options on top.
 */
export function baseChartOptions(p: ChartPalette = readChartPalette()) {
  const label = { colors: p.mutedForeground, fontSize: '12px' };
  const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    chart: {
      fontFamily: 'inherit',
      foreColor: p.mutedForeground,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      // Charts are drawn for sighted users and hidden from assistive technology; each card carries a text
      // or table alternative. ApexCharts' own keyboard module would make the hidden SVG focusable.
      accessibility: { enabled: false },
      parentHeightOffset: 0,
      animations: { enabled: !reduceMotion, speed: 450 },
    },
    colors: p.series,
    theme: { mode: p.mode },
    grid: { borderColor: p.border, strokeDashArray: 4, padding: { left: 8, right: 8 } },
    xaxis: { labels: { style: label }, axisBorder: { color: p.border }, axisTicks: { color: p.border } },
    yaxis: { labels: { style: label } },
    legend: { labels: { colors: p.foreground }, fontFamily: 'inherit' },
    tooltip: { theme: p.mode },
    dataLabels: { enabled: false },
    stroke: { lineCap: 'round' as const },
    states: { hover: { filter: { type: 'lighten' } } },
  };
}
