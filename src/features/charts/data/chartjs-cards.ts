import type { ChartData as CjsData, ChartOptions, ChartType } from 'chart.js';
import type { ChartData } from '../components/chart-card';
import type { LegendItem } from '../components/chart-legend';
import { alpha } from '../lib/alpha';
import { numberFormatter, type ChartLook } from '../lib/use-chart-look';
import { merge } from '../lib/merge';
import {
  BUBBLES,
  BUBBLE_SERIES_KEYS,
  CHANNELS,
  CHANNEL_KEYS,
  COUNTRIES,
  COUNTRY_KEYS,
  DEVICES,
  DEVICE_KEYS,
  RADAR,
  REVENUE,
  SALES,
  SCATTER,
  SCATTER_SERIES_KEYS,
  TRAFFIC,
} from './chart-data';
import type { ChartLabels } from './labels';
import { categoryTable, pointTable, sliceTable } from './tables';

export const CHARTJS_CARD_IDS = [
  'line',
  'multiLine',
  'bar',
  'horizontalBar',
  'pie',
  'doughnut',
  'radar',
  'polarArea',
  'bubble',
  'scatter',
] as const;
export type ChartJsCardId = (typeof CHARTJS_CARD_IDS)[number];
type ChartJsType = Extract<ChartType, 'line' | 'bar' | 'pie' | 'doughnut' | 'radar' | 'polarArea' | 'bubble' | 'scatter'>;

export interface ChartJsCard {
  id: ChartJsCardId;
  type: ChartJsType;
  height: number;
  chart: { data: CjsData<ChartJsType>; options: ChartOptions<ChartJsType> };
  data: ChartData;
  /** What the card's legend toggles: datasets, or slices for SLICE_TYPES. */
  legend: LegendItem[];
}

/** Chart types whose legend lists (and toggles) the data points, one colour each, rather than the datasets. */
export const SLICE_TYPES: ReadonlySet<ChartJsType> = new Set(['pie', 'doughnut', 'polarArea']);

const colorOf = (c: unknown, i = 0): string | undefined => (typeof c === 'string' ? c : Array.isArray(c) ? colorOf(c[i]) : undefined);

/** The legend Chart.js would draw: dataset labels with their line (else fill) colour, or slice labels with theirs. */
function chartJsLegend(type: ChartJsType, data: CjsData<ChartJsType>): LegendItem[] {
  if (SLICE_TYPES.has(type)) {
    const ds = data.datasets[0];
    return (data.labels ?? []).map((label, i) => ({ name: String(label), color: colorOf(ds?.backgroundColor, i) ?? '' }));
  }
  return data.datasets.map((ds) => ({ name: ds.label ?? '', color: colorOf(ds.borderColor) ?? colorOf(ds.backgroundColor) ?? '' }));
}

/** Options shared by every Chart.js card: theme colours, locale and tooltip (the legend is the card's HTML one). */
function chartJsBase(look: ChartLook): ChartOptions<ChartJsType> {
  const { palette: p, locale } = look;
  const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale,
    animation: reduceMotion ? false : { duration: 450 },
    color: p.mutedForeground,
    borderColor: p.border,
    font: { family: 'inherit' } as never,
    plugins: {
      tooltip: {
        backgroundColor: p.foreground,
        titleColor: p.card,
        bodyColor: p.card,
        borderColor: p.border,
        padding: 10,
        cornerRadius: 6,
        usePointStyle: true,
        boxPadding: 4,
      },
    },
  };
}

function cartesian(look: ChartLook, extra: { indexAxis?: 'x' | 'y'; xTitle?: string; yTitle?: string } = {}) {
  const { palette: p, locale } = look;
  const num = numberFormatter(locale);
  const axis = (title?: string, numeric = false) => ({
    grid: { color: p.border },
    border: { color: p.border },
    ticks: { color: p.mutedForeground, ...(numeric ? { callback: (v: number | string) => num(Number(v)) } : {}) },
    ...(title ? { title: { display: true, text: title, color: p.mutedForeground } } : {}),
  });
  const valueAxis = extra.indexAxis === 'y' ? 'x' : 'y';
  return {
    indexAxis: extra.indexAxis ?? 'x',
    scales: {
      x: axis(extra.xTitle, valueAxis === 'x'),
      y: axis(extra.yTitle, valueAxis === 'y'),
    },
  };
}

function radial(look: ChartLook, pointLabels = true) {
  const p = look.palette;
  return {
    scales: {
      r: {
        grid: { color: p.border },
        angleLines: { color: p.border },
        pointLabels: { display: pointLabels, color: p.mutedForeground },
        ticks: { color: p.mutedForeground, backdropColor: 'transparent', showLabelBackdrop: false },
      },
    },
  };
}

/** The ten Chart.js gallery cards. */
export function buildChartJsCards(look: ChartLook, L: ChartLabels): ChartJsCard[] {
  const p = look.palette;
  // Chart.js's own tooltip line is "label: value" in every language.
  const base = merge<ChartOptions<ChartJsType>>(chartJsBase(look), {
    plugins: {
      tooltip: {
        callbacks: {
          label: (c: { dataset: { label?: string }; label: string; formattedValue: string }) =>
            ` ${L.pair(c.dataset.label || c.label, c.formattedValue)}`,
        },
      },
    },
  });
  const o = (...extra: object[]) => merge<ChartOptions<ChartJsType>>(base, ...extra);
  const pctFmt = numberFormatter(look.locale, { style: 'percent', maximumFractionDigits: 0 });
  const usd = numberFormatter(look.locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const months6 = L.months.slice(0, 6);
  const sliceColors = [p.primary, p.warning, p.danger, p.info, p.success, p.secondary];
  const percentTooltip = {
    plugins: {
      tooltip: { callbacks: { label: (c: { label: string; raw: unknown }) => ` ${L.pair(c.label, pctFmt(Number(c.raw) / 100))}` } },
    },
  };

  const cards = [
    {
      id: 'line',
      type: 'line',
      height: 300,
      chart: {
        data: {
          labels: L.months,
          datasets: [
            {
              label: L.s.revenue,
              data: [...REVENUE],
              borderColor: p.primary,
              backgroundColor: p.primary,
              pointBackgroundColor: p.card,
              pointBorderWidth: 2,
              pointRadius: 4,
              tension: 0.35,
              borderWidth: 3,
            },
          ],
        },
        options: o(cartesian(look), {
          scales: { y: { ticks: { callback: (v: number | string) => usd(Number(v)) } } },
          plugins: {
            tooltip: {
              callbacks: {
                label: (c: { dataset: { label?: string }; raw: unknown }) => ` ${L.pair(c.dataset.label ?? '', usd(Number(c.raw)))}`,
              },
            },
          },
        }),
      },
      data: categoryTable(L.col.month, L.months, [{ name: L.s.revenue, data: REVENUE }], {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
    },
    {
      id: 'multiLine',
      type: 'line',
      height: 300,
      chart: {
        data: {
          labels: L.months,
          datasets: [
            {
              label: L.s.visits,
              data: [...TRAFFIC.visits],
              borderColor: p.primary,
              backgroundColor: alpha(p.primary, 0.15),
              fill: true,
              tension: 0.4,
              pointRadius: 0,
              pointHoverRadius: 5,
              borderWidth: 2,
            },
            {
              label: L.s.sessions,
              data: [...TRAFFIC.sessions],
              borderColor: p.warning,
              backgroundColor: alpha(p.warning, 0.15),
              fill: true,
              tension: 0.4,
              pointRadius: 0,
              pointHoverRadius: 5,
              borderWidth: 2,
            },
          ],
        },
        // Filled areas: measured from zero, as the Apex and ECharts ones (from the lowest value they would exaggerate).
        options: o(cartesian(look), { interaction: { mode: 'index', intersect: false }, scales: { y: { beginAtZero: true } } }),
      },
      data: categoryTable(L.col.month, L.months, [
        { name: L.s.visits, data: TRAFFIC.visits },
        { name: L.s.sessions, data: TRAFFIC.sessions },
      ]),
    },
    {
      id: 'bar',
      type: 'bar',
      height: 300,
      chart: {
        data: {
          labels: months6,
          datasets: [
            { label: L.s.products, data: [...SALES.products], backgroundColor: p.primary, borderRadius: 4, maxBarThickness: 18 },
            { label: L.s.services, data: [...SALES.services], backgroundColor: p.warning, borderRadius: 4, maxBarThickness: 18 },
          ],
        },
        options: o(cartesian(look), { scales: { x: { grid: { display: false } } } }),
      },
      data: categoryTable(L.col.month, months6, [
        { name: L.s.products, data: SALES.products },
        { name: L.s.services, data: SALES.services },
      ]),
    },
    {
      id: 'horizontalBar',
      type: 'bar',
      height: 300,
      chart: {
        data: {
          labels: L.countries,
          datasets: [
            {
              label: L.s.orders,
              data: COUNTRY_KEYS.map((k) => COUNTRIES[k]),
              backgroundColor: p.info,
              borderRadius: 4,
              maxBarThickness: 16,
            },
          ],
        },
        options: o(cartesian(look, { indexAxis: 'y' }), { scales: { y: { grid: { display: false } } } }),
      },
      data: sliceTable(
        L.col.country,
        L.s.orders,
        L.countries,
        COUNTRY_KEYS.map((k) => COUNTRIES[k]),
      ),
    },
    {
      id: 'pie',
      type: 'pie',
      height: 300,
      chart: {
        data: {
          labels: L.channels,
          datasets: [
            {
              label: L.s.share,
              data: CHANNEL_KEYS.map((k) => CHANNELS[k]),
              backgroundColor: sliceColors,
              borderColor: p.card,
              borderWidth: 2,
            },
          ],
        },
        options: o(percentTooltip),
      },
      data: sliceTable(
        L.col.channel,
        L.s.share,
        L.channels,
        CHANNEL_KEYS.map((k) => CHANNELS[k] / 100),
        { style: 'percent', maximumFractionDigits: 0 },
      ),
    },
    {
      id: 'doughnut',
      type: 'doughnut',
      height: 300,
      chart: {
        data: {
          labels: L.devices,
          datasets: [
            {
              label: L.s.sessions,
              data: DEVICE_KEYS.map((k) => DEVICES[k]),
              backgroundColor: [p.primary, p.warning, p.info],
              borderColor: p.card,
              borderWidth: 2,
            },
          ],
        },
        options: o({ cutout: '68%' }),
      },
      data: sliceTable(
        L.col.device,
        L.s.sessions,
        L.devices,
        DEVICE_KEYS.map((k) => DEVICES[k]),
      ),
    },
    {
      id: 'radar',
      type: 'radar',
      height: 320,
      chart: {
        data: {
          labels: L.skills,
          datasets: [
            {
              label: L.s.thisYear,
              data: [...RADAR.thisYear],
              borderColor: p.primary,
              backgroundColor: alpha(p.primary, 0.3),
              pointBackgroundColor: p.primary,
              borderWidth: 2,
            },
            {
              label: L.s.lastYear,
              data: [...RADAR.lastYear],
              borderColor: p.info,
              backgroundColor: alpha(p.info, 0.2),
              pointBackgroundColor: p.info,
              borderWidth: 2,
            },
          ],
        },
        options: o(radial(look), {
          scales: { r: { suggestedMin: 0, suggestedMax: 100, ticks: { display: false } } },
        }),
      },
      data: categoryTable(L.col.axis, L.skills, [
        { name: L.s.thisYear, data: RADAR.thisYear },
        { name: L.s.lastYear, data: RADAR.lastYear },
      ]),
    },
    {
      id: 'polarArea',
      type: 'polarArea',
      height: 320,
      chart: {
        data: {
          labels: L.channels,
          datasets: [
            {
              label: L.s.share,
              data: CHANNEL_KEYS.map((k) => CHANNELS[k]),
              backgroundColor: sliceColors.map((c) => alpha(c, 0.75)),
              borderColor: p.card,
              borderWidth: 2,
            },
          ],
        },
        options: o(radial(look, false), percentTooltip, {
          scales: { r: { ticks: { display: false } } },
        }),
      },
      data: sliceTable(
        L.col.channel,
        L.s.share,
        L.channels,
        CHANNEL_KEYS.map((k) => CHANNELS[k] / 100),
        { style: 'percent', maximumFractionDigits: 0 },
      ),
    },
    {
      id: 'bubble',
      type: 'bubble',
      height: 320,
      chart: {
        data: {
          datasets: BUBBLE_SERIES_KEYS.map((k, i) => ({
            label: L.bubbles[i] ?? k,
            data: BUBBLES[k].map((b) => ({ x: b.x, y: b.y, r: Math.round(b.z / 2.5) })),
            backgroundColor: alpha(sliceColors[i] ?? p.primary, 0.7),
            borderColor: sliceColors[i] ?? p.primary,
          })),
        },
        options: o(cartesian(look, { xTitle: L.col.priceX, yTitle: L.col.ratingY }), {
          scales: { x: { ticks: { callback: (v: number | string) => numberFormatter(look.locale)(Number(v)) } } },
        }),
      },
      data: pointTable(
        { series: L.col.series, x: L.col.priceX, y: L.col.ratingY, z: L.col.volumeZ },
        BUBBLE_SERIES_KEYS.map((k, i) => ({ name: L.bubbles[i] ?? k, data: BUBBLES[k] })),
      ),
    },
    {
      id: 'scatter',
      type: 'scatter',
      height: 320,
      chart: {
        data: {
          datasets: SCATTER_SERIES_KEYS.map((k, i) => ({
            label: L.teams[i] ?? k,
            data: SCATTER[k].map((pt) => ({ x: pt.x, y: pt.y })),
            backgroundColor: i === 0 ? p.primary : p.danger,
            pointRadius: 5,
            pointHoverRadius: 7,
          })),
        },
        options: o(cartesian(look, { xTitle: L.col.hoursWorked, yTitle: L.col.tasksDone }), {
          scales: { x: { ticks: { callback: (v: number | string) => numberFormatter(look.locale)(Number(v)) } } },
        }),
      },
      data: pointTable(
        { series: L.col.series, x: L.col.hoursWorked, y: L.col.tasksDone },
        SCATTER_SERIES_KEYS.map((k, i) => ({ name: L.teams[i] ?? k, data: SCATTER[k] })),
      ),
    },
  ] as Omit<ChartJsCard, 'legend'>[];
  return cards.map((card) => ({ ...card, legend: chartJsLegend(card.type, card.chart.data) }));
}
