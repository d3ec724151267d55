import type { ChartData } from '../components/chart-card';
import { formatDay, type Bubble, type Ohlc, type Point } from './chart-data';

/** Rows = categories, columns = series. */
export function categoryTable(
  rowHeader: string,
  categories: readonly string[],
  series: { name: string; data: readonly number[] }[],
  format?: Intl.NumberFormatOptions,
): ChartData {
  return {
    rowHeader,
    columns: series.map((s) => s.name),
    rows: categories.map((label, i) => ({ label, values: series.map((s) => s.data[i] ?? '') })),
    format,
  };
}

/** One value per labelled slice (pie, donut, polar area, radial). */
export function sliceTable(
  rowHeader: string,
  valueHeader: string,
  labels: readonly string[],
  values: readonly number[],
  format?: Intl.NumberFormatOptions,
): ChartData {
  return categoryTable(rowHeader, labels, [{ name: valueHeader, data: values }], format);
}

export function ohlcTable(
  L: { date: string; open: string; high: string; low: string; close: string },
  candles: readonly Ohlc[],
  locale: string,
): ChartData {
  return {
    rowHeader: L.date,
    columns: [L.open, L.high, L.low, L.close],
    rows: candles.map((c) => ({ label: formatDay(c.x, locale), values: [c.open, c.high, c.low, c.close] })),
  };
}

export function pointTable(
  L: { series: string; x: string; y: string; z?: string },
  series: { name: string; data: readonly (Point | Bubble)[] }[],
): ChartData {
  return {
    rowHeader: L.series,
    columns: L.z ? [L.x, L.y, L.z] : [L.x, L.y],
    rows: series.flatMap((s) => s.data.map((p) => ({ label: s.name, values: L.z ? [p.x, p.y, (p as Bubble).z] : [p.x, p.y] }))),
  };
}
