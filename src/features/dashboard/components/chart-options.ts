import type { ApexOptions } from 'apexcharts';
import type { BaseChartOptions } from '@/lib/chart-theme';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepMerge(a: Plain, b: Plain): Plain {
  const out: Plain = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    out[key] = isPlain(prev) && isPlain(value) ? deepMerge(prev, value) : value;
  }
  return out;
}

/** Base theme options with chart-specific ones on top (arrays replace, objects merge). */
export function chartOptions(base: BaseChartOptions, ...overrides: ApexOptions[]): ApexOptions {
  return overrides.reduce<Plain>((acc, o) => deepMerge(acc, o as Plain), base as Plain) as ApexOptions;
}

/** A chart reduced to its line: no axes, grid or legend (sparklines in statistic cards). */
export const SPARKLINE: ApexOptions = {
  chart: { sparkline: { enabled: true } },
  grid: { show: false, padding: { left: 0, right: 0, top: 0, bottom: 0 } },
  xaxis: { labels: { show: false }, axisBorder: { show: false } },
  yaxis: { show: false },
  legend: { show: false },
};
