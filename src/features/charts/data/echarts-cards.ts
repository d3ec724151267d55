import type { EChartsOption } from 'echarts';
import type { ChartData } from '../components/chart-card';
import type { LegendItem } from '../components/chart-legend';
import { alpha } from '../lib/alpha';
import { numberFormatter, type ChartLook } from '../lib/use-chart-look';
import { merge } from '../lib/merge';
import { CHANNELS, CHANNEL_KEYS, RADAR, REVENUE, SALES, SCATTER, SCATTER_SERIES_KEYS, TRAFFIC } from './chart-data';
import type { ChartLabels } from './labels';
import { categoryTable, pointTable, sliceTable } from './tables';

export const ECHARTS_CARD_IDS = ['line', 'bar', 'pie', 'polar', 'radar', 'scatter'] as const;
export type EChartsCardId = (typeof ECHARTS_CARD_IDS)[number];

export interface EChartsCard {
  id: EChartsCardId;
  height: number;
  option: EChartsOption;
  data: ChartData;
  /** What the card's legend toggles: series, or data items for pie and radar. */
  legend: LegendItem[];
}

interface SeriesLike {
  type?: string;
  name?: string;
  itemStyle?: { color?: unknown };
  data?: unknown[];
}

/** The legend ECharts would draw: series names, or item names where colours go by data (pie, radar). */
function echartsLegend(option: EChartsOption, palette: readonly string[]): LegendItem[] {
  const series = (option.series ?? []) as SeriesLike[];
  const colorAt = (i: number, own?: unknown) => (typeof own === 'string' ? own : (palette[i % palette.length] ?? ''));
  return series.flatMap((s, i) =>
    s.type === 'pie' || s.type === 'radar'
      ? (s.data ?? []).map((d, j) => {
          const item = d as { name?: string; itemStyle?: { color?: unknown } };
          return { name: item.name ?? '', color: colorAt(j, item.itemStyle?.color) };
        })
      : [{ name: s.name ?? '', color: colorAt(i, s.itemStyle?.color) }],
  );
}

/** Options shared by every ECharts card: palette, text and tooltip colours, locale-aware values. */
function echartsBase(look: ChartLook): EChartsOption {
  const { palette: p, locale } = look;
  const num = numberFormatter(locale);
  const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    color: p.series,
    backgroundColor: 'transparent',
    animation: !reduceMotion,
    textStyle: { fontFamily: 'inherit', color: p.mutedForeground },
    // Not drawn (the card's HTML legend replaces it), but kept: its select actions toggle series and slices.
    legend: { show: false },
    tooltip: {
      backgroundColor: p.card,
      borderColor: p.border,
      textStyle: { color: p.foreground },
      valueFormatter: (v) => (typeof v === 'number' ? num(v) : String(v ?? '')),
    },
  };
}

function axis(look: ChartLook, type: 'category' | 'value', extra: object = {}) {
  const p = look.palette;
  const num = numberFormatter(look.locale);
  return merge<object>(
    {
      type,
      axisLine: { lineStyle: { color: p.border } },
      axisTick: { show: false },
      axisLabel: { color: p.mutedForeground, ...(type === 'value' ? { formatter: (v: number) => num(v) } : {}) },
      splitLine: { lineStyle: { color: p.border, type: 'dashed' } },
    },
    extra,
  );
}

const GRID = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };

/** The six ECharts gallery cards. */
export function buildEChartsCards(look: ChartLook, L: ChartLabels): EChartsCard[] {
  const p = look.palette;
  const base = echartsBase(look);
  const o = (extra: EChartsOption) => merge<EChartsOption>(base, extra);
  const pct = numberFormatter(look.locale, { style: 'percent', maximumFractionDigits: 0 });
  const num = numberFormatter(look.locale);
  const months6 = L.months.slice(0, 6);

  const cards: Omit<EChartsCard, 'legend'>[] = [
    {
      id: 'line',
      height: 300,
      option: o({
        grid: GRID,
        tooltip: { trigger: 'axis' },
        legend: { data: [L.s.visits, L.s.sessions] },
        xAxis: axis(look, 'category', { data: L.months, boundaryGap: false, splitLine: { show: false } }),
        yAxis: axis(look, 'value'),
        series: [
          {
            name: L.s.visits,
            type: 'line',
            smooth: true,
            showSymbol: false,
            data: [...TRAFFIC.visits],
            lineStyle: { width: 3 },
            areaStyle: { color: alpha(p.primary, 0.15) },
          },
          {
            name: L.s.sessions,
            type: 'line',
            smooth: true,
            showSymbol: false,
            data: [...TRAFFIC.sessions],
            lineStyle: { width: 3 },
            areaStyle: { color: alpha(p.warning, 0.15) },
          },
        ],
      }),
      data: categoryTable(L.col.month, L.months, [
        { name: L.s.visits, data: TRAFFIC.visits },
        { name: L.s.sessions, data: TRAFFIC.sessions },
      ]),
    },
    {
      id: 'bar',
      height: 300,
      option: o({
        grid: GRID,
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { data: [L.s.products, L.s.services] },
        xAxis: axis(look, 'category', { data: months6, splitLine: { show: false } }),
        yAxis: axis(look, 'value'),
        series: [
          { name: L.s.products, type: 'bar', barMaxWidth: 18, itemStyle: { borderRadius: [4, 4, 0, 0] }, data: [...SALES.products] },
          { name: L.s.services, type: 'bar', barMaxWidth: 18, itemStyle: { borderRadius: [4, 4, 0, 0] }, data: [...SALES.services] },
        ],
      }),
      data: categoryTable(L.col.month, months6, [
        { name: L.s.products, data: SALES.products },
        { name: L.s.services, data: SALES.services },
      ]),
    },
    {
      id: 'pie',
      height: 320,
      option: o({
        tooltip: { trigger: 'item', valueFormatter: (v) => pct(Number(v) / 100) },
        series: [
          {
            name: L.s.share,
            type: 'pie',
            radius: ['0%', '75%'],
            center: ['50%', '50%'],
            itemStyle: { borderColor: p.card, borderWidth: 2 },
            label: { position: 'inside', color: p.card, fontWeight: 'bold', formatter: (x) => pct(Number(x.percent ?? 0) / 100) },
            data: CHANNEL_KEYS.map((k, i) => ({ name: L.channels[i] ?? k, value: CHANNELS[k] })),
          },
        ],
      }),
      data: sliceTable(
        L.col.channel,
        L.s.share,
        L.channels,
        CHANNEL_KEYS.map((k) => CHANNELS[k] / 100),
        { style: 'percent', maximumFractionDigits: 0 },
      ),
    },
    {
      id: 'polar',
      height: 340,
      option: o({
        tooltip: {
          trigger: 'item',
          valueFormatter: (v) => numberFormatter(look.locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })(Number(v)),
        },
        legend: { data: [L.s.revenue] },
        polar: { radius: ['12%', '80%'], center: ['50%', '50%'] },
        angleAxis: {
          type: 'category',
          data: L.months,
          startAngle: 90,
          axisLine: { lineStyle: { color: p.border } },
          axisLabel: { color: p.mutedForeground },
          splitLine: { show: true, lineStyle: { color: p.border } },
        },
        radiusAxis: {
          type: 'value',
          axisLine: { show: false },
          axisLabel: { show: false },
          splitLine: { lineStyle: { color: p.border, type: 'dashed' } },
        },
        series: [
          {
            name: L.s.revenue,
            type: 'bar',
            coordinateSystem: 'polar',
            data: [...REVENUE],
            itemStyle: { color: p.primary, borderRadius: 4 },
          },
        ],
      }),
      data: categoryTable(L.col.month, L.months, [{ name: L.s.revenue, data: REVENUE }], {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
    },
    {
      id: 'radar',
      height: 340,
      option: o({
        tooltip: { trigger: 'item' },
        legend: { data: [L.s.thisYear, L.s.lastYear] },
        radar: {
          radius: '70%',
          center: ['50%', '50%'],
          indicator: L.skills.map((name) => ({ name, max: 100 })),
          axisName: { color: p.mutedForeground },
          axisLine: { lineStyle: { color: p.border } },
          splitLine: { lineStyle: { color: p.border } },
          splitArea: { show: false },
        },
        series: [
          {
            type: 'radar',
            data: [
              { name: L.s.thisYear, value: [...RADAR.thisYear], areaStyle: { color: alpha(p.primary, 0.3) } },
              { name: L.s.lastYear, value: [...RADAR.lastYear], areaStyle: { color: alpha(p.warning, 0.2) } },
            ],
          },
        ],
      }),
      data: categoryTable(L.col.axis, L.skills, [
        { name: L.s.thisYear, data: RADAR.thisYear },
        { name: L.s.lastYear, data: RADAR.lastYear },
      ]),
    },
    {
      id: 'scatter',
      height: 320,
      option: o({
        // Contains both axis names too (containLabel keeps only the tick labels inside the card).
        grid: { left: 8, right: 16, top: 16, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'all' },
        tooltip: {
          trigger: 'item',
          formatter: (params) => {
            const item = Array.isArray(params) ? params[0] : params;
            const [x, y] = (item?.value ?? []) as number[];
            return `${item?.seriesName ?? ''}<br/>${L.pair(L.col.hoursWorked, num(x ?? 0))}<br/>${L.pair(L.col.tasksDone, num(y ?? 0))}`;
          },
        },
        legend: { data: L.teams },
        xAxis: axis(look, 'value', {
          name: L.col.hoursWorked,
          nameLocation: 'middle',
          nameGap: 24,
          nameTextStyle: { color: p.mutedForeground },
        }),
        yAxis: axis(look, 'value', {
          name: L.col.tasksDone,
          nameLocation: 'middle',
          nameGap: 32,
          nameTextStyle: { color: p.mutedForeground },
        }),
        series: SCATTER_SERIES_KEYS.map((k, i) => ({
          name: L.teams[i] ?? k,
          type: 'scatter' as const,
          symbolSize: 10,
          data: SCATTER[k].map((pt) => [pt.x, pt.y]),
        })),
      }),
      data: pointTable(
        { series: L.col.series, x: L.col.hoursWorked, y: L.col.tasksDone },
        SCATTER_SERIES_KEYS.map((k, i) => ({ name: L.teams[i] ?? k, data: SCATTER[k] })),
      ),
    },
  ];
  return cards.map((card) => ({ ...card, legend: echartsLegend(card.option, p.series) }));
}
