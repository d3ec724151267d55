/**
 * Chart.js options for the dashboard, built from the theme palette. Type-only Chart.js imports: the library itself
 * stays in the lazily loaded chart chunk (./chart-canvas.tsx).
 */
import type { Chart as ChartJS, ChartDataset, ChartOptions, DoughnutController, TooltipItem } from 'chart.js';
import type { ChartPalette } from '@/lib/chart-theme';
import { hexToRgba } from '@/lib/colors';
import type { ChartKind } from './chart-canvas';

/** What every dashboard chart is styled from: theme colours, the page's font and the motion preference. */
export interface ChartTheme {
  palette: ChartPalette;
  font: string;
  animate: boolean;
}

export function chartTheme(palette: ChartPalette): ChartTheme {
  const body = globalThis.document?.body;
  const font = (body && getComputedStyle(body).fontFamily) || 'system-ui, sans-serif';
  const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { palette, font, animate: !reduceMotion };
}

type Format = (value: number) => string;
type Weight = 'normal' | 'bold' | number;
const fontOf = (t: ChartTheme, size = 12, weight: Weight = 'normal') => ({ family: t.font, size, weight });

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function deepMerge(a: Plain, b: Plain): Plain {
  const out: Plain = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    out[key] = isPlain(prev) && isPlain(value) ? deepMerge(prev, value) : value;
  }
  return out;
}

/** Options written (and type-checked) once as line options; their core, plugin and scale parts fit every kind. */
const shared = <T extends ChartKind>(options: ChartOptions<'line'>) => options as unknown as ChartOptions<T>;

/** Option layers merged left to right (objects merge, arrays and functions replace). */
export function mergeOptions<T extends ChartKind>(...parts: ChartOptions<T>[]): ChartOptions<T> {
  return parts.reduce<Plain>((acc, o) => deepMerge(acc, o as Plain), {}) as ChartOptions<T>;
}

/**
 * Options every chart starts from: fills its fixed-height box, no legend, a tooltip in the card's colours that names
 * the series (or the slice, for pies) and formats the value; no animation when the user prefers reduced motion.
 */
export function baseOptions<T extends ChartKind>(t: ChartTheme, format: Format, name: 'series' | 'slice' = 'series'): ChartOptions<T> {
  const p = t.palette;
  const label = (item: TooltipItem<'line'>) => {
    const who = name === 'series' ? item.dataset.label : item.label;
    return who ? `${who}: ${format(Number(item.raw))}` : format(Number(item.raw));
  };
  return shared<T>({
    responsive: true,
    maintainAspectRatio: false,
    animation: t.animate ? { duration: 700, easing: 'easeOutQuart' } : false,
    color: p.mutedForeground,
    interaction: { mode: 'nearest', intersect: true },
    plugins: {
      legend: { display: false },
      tooltip: {
        backgroundColor: p.card,
        titleColor: p.foreground,
        bodyColor: p.foreground,
        borderColor: p.border,
        borderWidth: 1,
        padding: 10,
        cornerRadius: 6,
        boxPadding: 4,
        usePointStyle: true,
        titleFont: fontOf(t, 12, 600),
        bodyFont: fontOf(t, 12),
        callbacks: { label },
      },
    },
  });
}

/** A legend above the plot, start-aligned, with round (or square) markers. */
export function legendOptions<T extends ChartKind>(t: ChartTheme, marker: 'circle' | 'rect' = 'circle'): ChartOptions<T> {
  return shared<T>({
    plugins: {
      legend: {
        display: true,
        position: 'top',
        align: 'start',
        labels: {
          color: t.palette.foreground,
          font: fontOf(t, 13),
          usePointStyle: true,
          pointStyle: marker,
          boxWidth: 10,
          boxHeight: 10,
          padding: 16,
          // Legend in series order whatever the drawing order.
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
        },
      },
    },
  });
}

/** Category x axis and value y axis: dashed horizontal grid lines, muted labels, one tooltip for all series. */
export function cartesianOptions<T extends 'line' | 'bar'>(t: ChartTheme, yFormat: Format, stacked = false): ChartOptions<T> {
  const p = t.palette;
  const ticks = { color: p.mutedForeground, font: fontOf(t) };
  return shared<T>({
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { stacked, grid: { display: false }, border: { color: p.border }, ticks: { ...ticks, maxRotation: 0, autoSkipPadding: 18 } },
      y: {
        stacked,
        grid: { color: p.border, drawTicks: false },
        border: { display: false, dash: [4, 4] },
        ticks: { ...ticks, padding: 10, maxTicksLimit: 7, callback: (v: number | string) => yFormat(Number(v)) },
      },
    },
  });
}

/** A chart reduced to its shape, edge to edge: no axes, grid, legend or tooltip title (statistic cards). */
export function sparklineOptions<T extends 'line' | 'bar'>(): ChartOptions<T> {
  return shared<T>({
    interaction: { mode: 'index', intersect: false },
    layout: { padding: 0 },
    scales: { x: { display: false }, y: { display: false, grace: '12%' } },
    plugins: { tooltip: { callbacks: { title: () => '' } } },
  });
}

/** A line series: smooth, no points until hovered; with `area`, filled down to the bottom of the plot. */
export function lineDataset(
  t: ChartTheme,
  label: string,
  data: number[],
  { color, width = 3, area }: { color: string | Paint; width?: number; area?: Paint },
): ChartDataset<'line'> {
  return {
    label,
    data,
    borderColor: color,
    backgroundColor: area ?? color,
    fill: area ? 'start' : false,
    borderWidth: width,
    borderCapStyle: 'round',
    // Smooth through the points without overshooting them (never below the lowest value), like ApexCharts' curve.
    cubicInterpolationMode: 'monotone',
    pointRadius: 0,
    pointHoverRadius: 5,
    pointBackgroundColor: color,
    pointHoverBackgroundColor: color,
    pointHoverBorderColor: t.palette.card,
    pointHoverBorderWidth: 2,
    pointHitRadius: 12,
  };
}

type PaintContext = { chart: ChartJS; datasetIndex: number };
type Paint = (ctx: PaintContext) => CanvasGradient | string;

/** Area fill: the colour fading downwards over the chart area. */
export function fadeDown(color: string, from = 0.5, to = 0): Paint {
  return ({ chart }) => {
    const { ctx, chartArea } = chart;
    if (!chartArea) return hexToRgba(color, from);
    const g = ctx.createLinearGradient(0, chartArea.top, 0, chartArea.bottom);
    g.addColorStop(0, hexToRgba(color, from));
    g.addColorStop(1, hexToRgba(color, to));
    return g;
  };
}

/** One colour into another from left to right: across a ring's width for doughnuts, else across the chart area. */
export function leftToRight(from: string, to: string): Paint {
  return ({ chart, datasetIndex }) => {
    const { ctx, chartArea } = chart;
    if (!chartArea) return from;
    let [x0, x1] = [chartArea.left, chartArea.right];
    const ring = chart.getDatasetMeta(datasetIndex).controller as Partial<DoughnutController>;
    if (typeof ring.outerRadius === 'number' && ring.outerRadius > 0) {
      const cx = (chartArea.left + chartArea.right) / 2 + (ring.offsetX ?? 0);
      [x0, x1] = [cx - ring.outerRadius, cx + ring.outerRadius];
    }
    const g = ctx.createLinearGradient(x0, 0, x1, 0);
    g.addColorStop(0, from);
    g.addColorStop(1, to);
    return g;
  };
}

/** A percentage as gauge data, [value, rest of the track]: clamped to 0–100, NaN → 0. */
export function gaugeValues(pct: number): [number, number] {
  const value = Number.isNaN(pct) ? 0 : Math.min(100, Math.max(0, pct));
  return [value, 100 - value];
}

export interface GaugeRing {
  label: string;
  value: number;
  color: string | Paint;
}

interface GaugeLook {
  /** Track colour behind the value arc. */
  track: string;
  /** Empty space between rings, as a fraction of a ring's thickness. */
  gap?: number;
  /** Draw the track thinner than the value arc by this many px on each side, in `background` colour. */
  trackInset?: number;
  background?: string;
  /** Round the track's far end too (for gauges that are not full circles). */
  roundTrackEnd?: boolean;
}

const ROUND = 999; // Chart.js limits an arc's corner radius to half its thickness: fully round ends.

/**
 * Doughnut datasets drawing radial gauges: per ring, outermost first, the value arc with rounded ends followed by its
 * track; transparent spacer rings (value 0) keep rings apart.
 */
export function gaugeDatasets(rings: GaugeRing[], look: GaugeLook): ChartDataset<'doughnut'>[] {
  const { track, gap = 0, trackInset = 0, background = 'transparent', roundTrackEnd = false } = look;
  const spacer: ChartDataset<'doughnut'> = {
    data: [0, 100],
    weight: gap,
    backgroundColor: 'transparent',
    hoverBackgroundColor: 'transparent',
    borderWidth: 0,
  };
  return rings.flatMap((ring, i) => {
    // Scriptable as a whole: Chart.js does not call functions inside an indexed array.
    const colors = (ctx: PaintContext & { dataIndex: number }) =>
      ctx.dataIndex > 0 ? track : typeof ring.color === 'string' ? ring.color : ring.color(ctx);
    const dataset: ChartDataset<'doughnut'> = {
      label: ring.label,
      data: gaugeValues(ring.value),
      backgroundColor: colors,
      hoverBackgroundColor: colors,
      borderWidth: [0, trackInset],
      hoverBorderWidth: [0, trackInset],
      borderColor: background,
      hoverBorderColor: background,
      borderAlign: 'inner',
      borderRadius: [ROUND, roundTrackEnd ? { outerStart: 0, innerStart: 0, outerEnd: ROUND, innerEnd: ROUND } : 0],
      hoverOffset: 0,
    };
    return i > 0 && gap > 0 ? [spacer, dataset] : [dataset];
  });
}

interface GaugeShape {
  /** Start of the arc, degrees clockwise from 12 o'clock. */
  rotation?: number;
  /** Sweep of the arc in degrees. */
  circumference?: number;
  /** Hole, as a share of the outer radius. */
  cutout: string;
  /** Outer radius, as a share of the largest that fits the box. */
  radius?: string;
}

/** A gauge: a doughnut drawing only part of a circle, with tooltips on value arcs. */
export function gaugeOptions(t: ChartTheme, format: Format, shape: GaugeShape): ChartOptions<'doughnut'> {
  const { rotation = 0, circumference = 360, cutout, radius = '100%' } = shape;
  return mergeOptions<'doughnut'>(baseOptions(t, format), {
    rotation,
    circumference,
    cutout,
    radius,
    plugins: {
      // Only value arcs have a tooltip (not tracks or spacers).
      tooltip: { filter: (item) => item.dataIndex === 0 && Boolean(item.dataset.label), callbacks: { title: () => '' } },
    },
  });
}
