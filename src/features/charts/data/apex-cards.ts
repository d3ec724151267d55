import type { ApexOptions } from 'apexcharts';
import { baseChartOptions } from '@/lib/chart-theme';
import type { ChartData } from '../components/chart-card';
import type { LegendItem } from '../components/chart-legend';
import { numberFormatter, type ChartLook } from '../lib/use-chart-look';
import { merge } from '../lib/merge';
import {
  BUBBLES,
  BUBBLE_SERIES_KEYS,
  CANDLES,
  CHANNELS,
  CHANNEL_KEYS,
  COUNTRIES,
  COUNTRY_KEYS,
  DEVICES,
  DEVICE_KEYS,
  GOALS,
  GOAL_KEYS,
  HEAT,
  RADAR,
  REVENUE,
  SALES,
  SCATTER,
  SCATTER_SERIES_KEYS,
  TRAFFIC,
  formatDay,
} from './chart-data';
import type { ChartLabels } from './labels';
import { categoryTable, ohlcTable, pointTable, sliceTable } from './tables';

export const APEX_CARD_IDS = [
  'line',
  'lineArea',
  'column',
  'bar',
  'mixed',
  'candlestick',
  'bubble',
  'scatter',
  'heatmap',
  'pie',
  'donut',
  'radialBar',
  'radar',
] as const;
export type ApexCardId = (typeof APEX_CARD_IDS)[number];
export type ApexType = 'line' | 'area' | 'bar' | 'candlestick' | 'bubble' | 'scatter' | 'heatmap' | 'pie' | 'donut' | 'radialBar' | 'radar';

export interface ApexCard {
  id: ApexCardId;
  type: ApexType;
  height: number;
  series: ApexOptions['series'];
  options: ApexOptions;
  data: ChartData;
  /** What the card's legend toggles: series, or slices for pie, donut and radial bar. */
  legend: LegendItem[];
}

const SLICE_TYPES: ApexType[] = ['pie', 'donut', 'radialBar'];

/**
 * The legend ApexCharts would draw: slice labels, or series names when there are two or more (it leaves a single
 * series unlabelled). Heat map rows are a matrix, not series to hide: no legend, as before.
 */
function apexLegend({ type, series, options }: Omit<ApexCard, 'legend'>): LegendItem[] {
  if (type === 'heatmap') return [];
  const slices = SLICE_TYPES.includes(type);
  const names = slices ? (options.labels ?? []) : (series as { name?: string }[]).map((s) => s.name ?? '');
  if (!slices && names.length < 2) return [];
  const colors = (options.colors ?? []) as string[];
  return names.map((name, i) => ({ name, color: colors[i % colors.length] ?? '' }));
}

/** What ApexCharts hands a centre-total formatter: its state, including which slices or rings are hidden. */
interface ApexState {
  globals: { collapsedSeriesIndices?: number[] };
}

/**
 * The values of the slices or rings still shown. hideSeries records the hidden ones and redraws the centre label,
 * so a total built from this follows the legend.
 */
const shownValues = (values: readonly number[], w: ApexState) =>
  values.filter((_, i) => !(w.globals.collapsedSeriesIndices ?? []).includes(i));
const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

const toolbar = (zoom: boolean): ApexOptions['chart'] => ({
  toolbar: { show: true, tools: { download: true, selection: zoom, zoom: zoom, zoomin: zoom, zoomout: zoom, pan: zoom, reset: zoom } },
  zoom: { enabled: zoom, type: 'x' },
});

/**
 * Below this window width the gallery is one column as wide as the window (less 74 px of page and card padding), and
 * Apex sizes charts from the card, not from their labels: the heat map's hour labels touch and the radar's axis names
 * are cut at the card edge. Apex's own breakpoints (window width) mend both.
 */
export const PHONE_BREAKPOINT = 480;

/**
 * A breakpoint every window is under. When the window grows past all of its breakpoints, Apex restores only the
 * options it was first given, so a value a breakpoint set and the card did not stays (a phone-sized radar on a
 * desktop after rotating a tablet or widening the window). The wide-window values go in this one.
 */
const ANY_WIDTH = 100_000;

/**
 * Radar radius per window width: Apex takes the radius from the smaller side and leaves only about half the longest
 * axis name beside it. Each step fits the narrowest window it serves (20 px below it): half the plot, less 80 px for
 * the longest axis name ("Reichweite", 66 px) and its gap.
 */
const radarSizes = (): NonNullable<ApexOptions['responsive']> => [
  // From 480 px up the narrowest card is 434 px (1200 px window beside the sidebar): 110 px leaves room for the names.
  { breakpoint: ANY_WIDTH, options: { plotOptions: { radar: { size: 110 } } } },
  ...Array.from({ length: 8 }, (_, i) => PHONE_BREAKPOINT - 20 * i).map((breakpoint) => ({
    breakpoint,
    options: { plotOptions: { radar: { size: Math.floor((breakpoint - 20 - 74) / 2 - 80) } } },
  })),
];

/** Month and day names from Intl and the translated toolbar words, as an ApexCharts locale. */
function apexLocale(locale: string, toolbar: ChartLabels['apexToolbar']) {
  const names = (count: number, options: Intl.DateTimeFormatOptions, at: (i: number) => number) => {
    const fmt = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return Array.from({ length: count }, (_, i) => fmt.format(at(i)));
  };
  const month = (i: number) => Date.UTC(2026, i, 1);
  // 2026-01-04 is a Sunday, Apex's first day.
  const day = (i: number) => Date.UTC(2026, 0, 4 + i);
  return {
    months: names(12, { month: 'long' }, month),
    shortMonths: names(12, { month: 'short' }, month),
    days: names(7, { weekday: 'long' }, day),
    shortDays: names(7, { weekday: 'short' }, day),
    toolbar,
  };
}

/** ApexCharts options for the thirteen gallery cards, themed from the palette and formatted for the locale. */
export function buildApexCards(look: ChartLook, L: ChartLabels): ApexCard[] {
  const { palette: p, locale } = look;
  const num = numberFormatter(locale);
  const usd = numberFormatter(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const pct = (v: number) => numberFormatter(locale, { style: 'percent', maximumFractionDigits: 0 })(v / 100);
  const base = merge<ApexOptions>(baseChartOptions(p) as ApexOptions, {
    // Apex's built-in 'en' locale would name the toolbar in English whatever the app's language.
    chart: { defaultLocale: 'app', locales: [{ name: 'app', options: apexLocale(locale, L.apexToolbar) }] },
    // The card draws the legend as buttons that call showSeries / hideSeries; Apex's own would be a second one.
    legend: { show: false },
    // Apex rings markers in white, which glows on a dark card.
    markers: { strokeColors: p.card },
    yaxis: { labels: { formatter: (v: number) => num(v) } },
    tooltip: { y: { formatter: (v: number) => num(v), title: { formatter: (name: string) => (name ? L.pair(name, '') : '') } } },
  });
  const o = (...extra: ApexOptions[]) => merge<ApexOptions>(base, ...extra);
  const months6 = L.months.slice(0, 6);
  const percentData = { style: 'percent', maximumFractionDigits: 0 } as const;
  const devices = DEVICE_KEYS.map((k) => DEVICES[k]);
  const goals = GOAL_KEYS.map((k) => GOALS[k]);

  const cards: Omit<ApexCard, 'legend'>[] = [
    {
      id: 'line',
      type: 'line',
      height: 300,
      series: [{ name: L.s.revenue, data: [...REVENUE] }],
      options: o({
        chart: toolbar(true),
        stroke: { width: 3, curve: 'smooth' },
        markers: { size: 4, strokeColors: p.card },
        xaxis: { categories: L.months },
        yaxis: { labels: { formatter: (v: number) => usd(v) } },
        tooltip: { y: { formatter: (v: number) => usd(v) } },
      }),
      data: categoryTable(L.col.month, L.months, [{ name: L.s.revenue, data: REVENUE }], {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
    },
    {
      id: 'lineArea',
      type: 'area',
      height: 300,
      series: [
        { name: L.s.visits, data: [...TRAFFIC.visits] },
        { name: L.s.sessions, data: [...TRAFFIC.sessions] },
      ],
      options: o({
        chart: toolbar(true),
        stroke: { width: 2, curve: 'smooth' },
        colors: [p.primary, p.info],
        fill: { type: 'gradient', gradient: { shadeIntensity: 1, opacityFrom: 0.45, opacityTo: 0.05, stops: [0, 95] } },
        xaxis: { categories: L.months },
      }),
      data: categoryTable(L.col.month, L.months, [
        { name: L.s.visits, data: TRAFFIC.visits },
        { name: L.s.sessions, data: TRAFFIC.sessions },
      ]),
    },
    {
      id: 'column',
      type: 'bar',
      height: 300,
      series: [
        { name: L.s.products, data: [...SALES.products] },
        { name: L.s.services, data: [...SALES.services] },
      ],
      options: o({
        chart: toolbar(false),
        plotOptions: { bar: { columnWidth: '45%', borderRadius: 4, borderRadiusApplication: 'end' } },
        colors: [p.primary, p.warning],
        xaxis: { categories: months6 },
      }),
      data: categoryTable(L.col.month, months6, [
        { name: L.s.products, data: SALES.products },
        { name: L.s.services, data: SALES.services },
      ]),
    },
    {
      id: 'bar',
      type: 'bar',
      height: 300,
      series: [{ name: L.s.orders, data: COUNTRY_KEYS.map((k) => COUNTRIES[k]) }],
      options: o({
        chart: toolbar(false),
        plotOptions: { bar: { horizontal: true, barHeight: '50%', borderRadius: 4, borderRadiusApplication: 'end', distributed: false } },
        colors: [p.info],
        xaxis: { categories: L.countries, labels: { formatter: (v: string) => num(Number(v)) } },
        yaxis: { labels: { formatter: (v: number | string) => String(v) } },
        grid: { xaxis: { lines: { show: true } }, yaxis: { lines: { show: false } } },
      }),
      data: sliceTable(
        L.col.country,
        L.s.orders,
        L.countries,
        COUNTRY_KEYS.map((k) => COUNTRIES[k]),
      ),
    },
    {
      id: 'mixed',
      type: 'line',
      height: 300,
      series: [
        { name: L.s.products, type: 'column', data: [...SALES.products] },
        { name: L.s.profit, type: 'line', data: [...SALES.profit] },
      ],
      options: o({
        chart: toolbar(false),
        stroke: { width: [0, 3], curve: 'smooth' },
        colors: [p.primary, p.danger],
        plotOptions: { bar: { columnWidth: '45%', borderRadius: 4, borderRadiusApplication: 'end' } },
        markers: { size: [0, 4] },
        labels: months6,
        xaxis: { categories: months6 },
      }),
      data: categoryTable(L.col.month, months6, [
        { name: L.s.products, data: SALES.products },
        { name: L.s.profit, data: SALES.profit },
      ]),
    },
    {
      id: 'candlestick',
      type: 'candlestick',
      height: 320,
      series: [{ name: L.s.price, data: CANDLES.map((c) => ({ x: c.x, y: [c.open, c.high, c.low, c.close] })) }],
      options: o({
        chart: toolbar(true),
        plotOptions: { candlestick: { colors: { upward: p.success, downward: p.danger }, wick: { useFillColor: true } } },
        xaxis: {
          type: 'datetime',
          labels: { datetimeUTC: true, formatter: (_v: string, ts?: number) => (ts === undefined ? '' : formatDay(ts, locale)) },
        },
        tooltip: {
          x: { formatter: (v: number) => formatDay(v, locale) },
          // Apex's own candle tooltip says "Open", "High"… in English, with raw numbers and no date.
          custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
            // The series is CANDLES point for point (zooming does not renumber it).
            const candle = CANDLES[dataPointIndex];
            if (!candle) return '';
            const row = (label: string, v: number) => `<div>${L.pair(label, `<span class="value">${num(v)}</span>`)}</div>`;
            return (
              `<div class="apexcharts-tooltip-title">${formatDay(candle.x, locale)}</div>` +
              `<div class="apexcharts-tooltip-box apexcharts-tooltip-candlestick">` +
              row(L.s.open, candle.open) +
              row(L.s.high, candle.high) +
              row(L.s.low, candle.low) +
              row(L.s.close, candle.close) +
              `</div>`
            );
          },
        },
      }),
      data: ohlcTable({ date: L.col.date, open: L.s.open, high: L.s.high, low: L.s.low, close: L.s.close }, CANDLES, locale),
    },
    {
      id: 'bubble',
      type: 'bubble',
      height: 320,
      series: BUBBLE_SERIES_KEYS.map((k, i) => ({ name: L.bubbles[i] ?? k, data: BUBBLES[k].map((b) => [b.x, b.y, b.z]) })),
      options: o({
        chart: toolbar(true),
        colors: [p.primary, p.warning, p.info],
        fill: {
          type: 'gradient',
          gradient: { type: 'radial', shade: p.mode === 'dark' ? 'dark' : 'light', shadeIntensity: 0.6, opacityFrom: 0.95, opacityTo: 0.6 },
        },
        plotOptions: { bubble: { zScaling: true, minBubbleRadius: 4, maxBubbleRadius: 26 } },
        xaxis: {
          type: 'numeric',
          tickAmount: 6,
          min: 0,
          max: 60,
          labels: { formatter: (v: string) => num(Math.round(Number(v))) },
          title: { text: L.col.priceX, style: { color: p.mutedForeground } },
        },
        yaxis: {
          min: 0,
          max: 70,
          title: { text: L.col.ratingY, style: { color: p.mutedForeground } },
          labels: { formatter: (v: number) => num(v) },
        },
      }),
      data: pointTable(
        { series: L.col.series, x: L.col.priceX, y: L.col.ratingY, z: L.col.volumeZ },
        BUBBLE_SERIES_KEYS.map((k, i) => ({ name: L.bubbles[i] ?? k, data: BUBBLES[k] })),
      ),
    },
    {
      id: 'scatter',
      type: 'scatter',
      height: 320,
      series: SCATTER_SERIES_KEYS.map((k, i) => ({ name: L.teams[i] ?? k, data: SCATTER[k].map((pt) => [pt.x, pt.y]) })),
      options: o({
        chart: merge(toolbar(true) ?? {}, { zoom: { type: 'xy' } }),
        colors: [p.primary, p.danger],
        markers: { size: 6, strokeWidth: 0 },
        xaxis: {
          type: 'numeric',
          // Fixed bounds give round ticks (0, 5, 10 … 40) instead of 1.1, 6, 10.8 …
          min: 0,
          max: 40,
          tickAmount: 8,
          labels: { formatter: (v: string) => num(Math.round(Number(v))) },
          title: { text: L.col.hoursWorked, style: { color: p.mutedForeground } },
        },
        yaxis: {
          title: { text: L.col.tasksDone, style: { color: p.mutedForeground } },
          labels: { formatter: (v: number) => num(Math.round(v)) },
        },
      }),
      data: pointTable(
        { series: L.col.series, x: L.col.hoursWorked, y: L.col.tasksDone },
        SCATTER_SERIES_KEYS.map((k, i) => ({ name: L.teams[i] ?? k, data: SCATTER[k] })),
      ),
    },
    {
      id: 'heatmap',
      type: 'heatmap',
      height: 320,
      // ApexCharts draws the first series at the bottom: reverse so Monday is on top.
      series: L.weekdays.map((d, r) => ({ name: d, data: L.hours.map((h, c) => ({ x: h, y: HEAT[r]?.[c] ?? 0 })) })).reverse(),
      options: o({
        chart: toolbar(false),
        colors: [p.primary],
        dataLabels: { enabled: false },
        plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6, enableShades: true } },
        stroke: { width: 2, colors: [p.card] },
        yaxis: { labels: { formatter: (v: number | string) => String(v) } },
        // Apex titles a heat map tooltip with nothing: "Thu: 66" alone does not say which hour.
        tooltip: { x: { show: true } },
        // Six hour labels ("09 Uhr") side by side touch on a phone: slant them there.
        responsive: [
          { breakpoint: ANY_WIDTH, options: { xaxis: { labels: { rotateAlways: false } } } },
          { breakpoint: PHONE_BREAKPOINT, options: { xaxis: { labels: { rotate: -45, rotateAlways: true } } } },
        ],
      }),
      data: categoryTable(
        L.col.day,
        L.weekdays,
        L.hours.map((h, c) => ({ name: h, data: HEAT.map((row) => row[c] ?? 0) })),
      ),
    },
    {
      id: 'pie',
      type: 'pie',
      height: 320,
      series: CHANNEL_KEYS.map((k) => CHANNELS[k]),
      options: o({
        labels: L.channels,
        stroke: { colors: [p.card] },
        dataLabels: { enabled: true, formatter: (v: number) => pct(v), dropShadow: { enabled: false } },
        tooltip: { y: { formatter: (v: number) => pct(v) } },
      }),
      data: sliceTable(
        L.col.channel,
        L.s.share,
        L.channels,
        CHANNEL_KEYS.map((k) => CHANNELS[k] / 100),
        percentData,
      ),
    },
    {
      id: 'donut',
      type: 'donut',
      height: 320,
      series: [...devices],
      options: o({
        labels: L.devices,
        colors: [p.primary, p.warning, p.info],
        stroke: { colors: [p.card] },
        plotOptions: {
          pie: {
            donut: {
              size: '68%',
              labels: {
                show: true,
                name: { color: p.mutedForeground },
                value: { color: p.foreground, formatter: (v: string) => num(Number(v)) },
                total: {
                  show: true,
                  label: L.s.total,
                  color: p.mutedForeground,
                  formatter: (w: ApexState) => num(sum(shownValues(devices, w))),
                },
              },
            },
          },
        },
      }),
      data: sliceTable(L.col.device, L.s.sessions, L.devices, devices),
    },
    {
      id: 'radialBar',
      type: 'radialBar',
      height: 320,
      series: [...goals],
      options: o({
        labels: L.goals,
        colors: [p.primary, p.warning, p.success],
        plotOptions: {
          radialBar: {
            hollow: { size: '30%' },
            track: { background: p.border, margin: 6 },
            dataLabels: {
              name: { color: p.mutedForeground },
              value: { color: p.foreground, formatter: (v: number) => pct(v) },
              total: {
                show: true,
                label: L.s.completion,
                color: p.mutedForeground,
                // The mean of the rings shown ("—" once every ring is hidden: NaN formats so).
                formatter: (w: ApexState) => {
                  const shown = shownValues(goals, w);
                  return pct(Math.round(sum(shown) / shown.length));
                },
              },
            },
          },
        },
      }),
      data: sliceTable(
        L.col.goal,
        L.s.completion,
        L.goals,
        GOAL_KEYS.map((k) => GOALS[k] / 100),
        percentData,
      ),
    },
    {
      id: 'radar',
      type: 'radar',
      height: 320,
      series: [
        { name: L.s.thisYear, data: [...RADAR.thisYear] },
        { name: L.s.lastYear, data: [...RADAR.lastYear] },
      ],
      options: o({
        colors: [p.primary, p.info],
        stroke: { width: 2 },
        fill: { opacity: [0.35, 0.2] },
        markers: { size: 0 },
        xaxis: { categories: L.skills, labels: { style: { colors: L.skills.map(() => p.mutedForeground) } } },
        yaxis: { show: false },
        plotOptions: { radar: { polygons: { strokeColors: p.border, connectorColors: p.border, fill: { colors: ['transparent'] } } } },
        responsive: radarSizes(),
      }),
      data: categoryTable(L.col.axis, L.skills, [
        { name: L.s.thisYear, data: RADAR.thisYear },
        { name: L.s.lastYear, data: RADAR.lastYear },
      ]),
    },
  ];
  return cards.map((card) => ({ ...card, legend: apexLegend(card) }));
}
