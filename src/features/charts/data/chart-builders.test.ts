import type { ApexOptions } from 'apexcharts';
import type { TFunction } from 'i18next';
import { readChartPalette, type ChartPalette } from '@/lib/chart-theme';
import type { ChartLook } from '../lib/use-chart-look';
import { merge } from '../lib/merge';
import { buildApexCards, APEX_CARD_IDS, PHONE_BREAKPOINT } from './apex-cards';
import { buildChartJsCards, CHARTJS_CARD_IDS } from './chartjs-cards';
import { CANDLES, HEAT, SCATTER } from './chart-data';
import { buildEChartsCards, ECHARTS_CARD_IDS } from './echarts-cards';
import { chartLabels } from './labels';
import deStrings from '../locales/de.json';
import frStrings from '../locales/fr.json';

const t = ((key: string) => key) as unknown as TFunction<'charts'>;
const light: ChartPalette = { ...readChartPalette(null), border: '#e3e5e9', mode: 'light' };
const dark: ChartPalette = {
  ...light,
  border: '#323232',
  foreground: '#d0d2d6',
  mutedForeground: '#a1a5ad',
  card: '#1e1e1e',
  mode: 'dark',
};
const look = (palette: ChartPalette, locale = 'en'): ChartLook => ({ palette, locale, t, key: palette.mode });
const labels = (locale = 'en') => chartLabels(t, locale);
/** A t that writes keys with a prefix, and "name: value" pairs with the locale's own pattern. */
const pairT = (prefix: string, pattern: string) =>
  ((key: string, o?: { name: string; value: string }) =>
    key === 'valuePair'
      ? pattern.replace('{{name}}', o?.name ?? '').replace('{{value}}', o?.value ?? '')
      : `${prefix}${key}`) as unknown as TFunction<'charts'>;

describe('chart option builders', () => {
  it('builds every card of each library with its data table', () => {
    expect(buildApexCards(look(light), labels()).map((c) => c.id)).toEqual([...APEX_CARD_IDS]);
    expect(buildChartJsCards(look(light), labels()).map((c) => c.id)).toEqual([...CHARTJS_CARD_IDS]);
    expect(buildEChartsCards(look(light), labels()).map((c) => c.id)).toEqual([...ECHARTS_CARD_IDS]);
    for (const card of [
      ...buildApexCards(look(light), labels()),
      ...buildChartJsCards(look(light), labels()),
      ...buildEChartsCards(look(light), labels()),
    ]) {
      expect(card.data.rows.length).toBeGreaterThan(0);
      for (const row of card.data.rows) expect(row.values).toHaveLength(card.data.columns.length);
    }
  });

  it('gives ApexCharts the app locale: translated toolbar words and Intl month and day names', () => {
    const de = pairT('de:', deStrings.valuePair);
    for (const card of buildApexCards(look(light, 'de'), chartLabels(de, 'de'))) {
      const chart = card.options.chart;
      expect(chart?.defaultLocale).toBe('app');
      const options = chart?.locales?.find((l) => l.name === 'app')?.options;
      expect(options?.toolbar?.zoomIn).toBe('de:toolbar.zoomIn');
      expect(options?.toolbar?.exportToPNG).toBe('de:toolbar.exportToPNG');
      expect(options?.months?.[2]).toBe('März');
      expect(options?.shortDays?.[0]).toBe('So');
    }
  });

  it('applies the theme colours, and dark grids differ from light ones', () => {
    const [apexLight] = buildApexCards(look(light), labels());
    const [apexDark] = buildApexCards(look(dark), labels());
    expect(apexLight!.options.colors?.[0]).toBe(light.primary);
    expect(apexLight!.options.grid?.borderColor).toBe('#e3e5e9');
    expect(apexDark!.options.grid?.borderColor).toBe('#323232');
    expect(apexDark!.options.tooltip?.theme).toBe('dark');

    const cjs = (p: ChartPalette) =>
      buildChartJsCards(look(p), labels())[0]!.chart.options as {
        scales: { x: { grid: { color: string } } };
        plugins: { tooltip: { backgroundColor: string } };
      };
    expect(cjs(light).scales.x.grid.color).toBe('#e3e5e9');
    expect(cjs(dark).scales.x.grid.color).toBe('#323232');
    expect(cjs(dark).plugins.tooltip.backgroundColor).toBe('#d0d2d6');

    const ec = (p: ChartPalette) =>
      buildEChartsCards(look(p), labels())[0]!.option as { color: string[]; yAxis: { splitLine: { lineStyle: { color: string } } } };
    expect(ec(light).color[0]).toBe(light.primary);
    expect(ec(light).yAxis.splitLine.lineStyle.color).toBe('#e3e5e9');
    expect(ec(dark).yAxis.splitLine.lineStyle.color).toBe('#323232');
  });

  it('lists the legend each library would draw, in the series colours, and hides the library legends', () => {
    const legends = (cards: { id: string; legend: { name: string; color: string }[] }[]) =>
      Object.fromEntries(cards.filter((c) => c.legend.length > 0).map((c) => [c.id, c.legend]));
    const apex = buildApexCards(look(light), labels());
    const apexLegends = legends(apex);
    // Apex leaves single-series charts and the heat map without a legend.
    expect(Object.keys(apexLegends)).toEqual(['lineArea', 'column', 'mixed', 'bubble', 'scatter', 'pie', 'donut', 'radialBar', 'radar']);
    expect(apexLegends.mixed).toEqual([
      { name: 'series.products', color: light.primary },
      { name: 'series.profit', color: light.danger },
    ]);
    expect(apexLegends.pie?.map((i) => i.name)).toEqual([
      'channels.direct',
      'channels.search',
      'channels.social',
      'channels.referral',
      'channels.email',
    ]);
    expect(apex.every((c) => c.options.legend?.show === false)).toBe(true);

    const cjs = buildChartJsCards(look(light), labels());
    expect(legends(cjs).multiLine).toEqual([
      { name: 'series.visits', color: light.primary },
      { name: 'series.sessions', color: light.warning },
    ]);
    expect(legends(cjs).doughnut).toEqual([
      { name: 'devices.desktop', color: light.primary },
      { name: 'devices.mobile', color: light.warning },
      { name: 'devices.tablet', color: light.info },
    ]);

    const ec = buildEChartsCards(look(light), labels());
    expect(legends(ec).radar).toEqual([
      { name: 'series.thisYear', color: light.series[0] },
      { name: 'series.lastYear', color: light.series[1] },
    ]);
    expect(legends(ec).polar).toEqual([{ name: 'series.revenue', color: light.primary }]);
    expect(legends(ec).pie).toHaveLength(5);
    expect(ec.every((c) => (c.option.legend as { show?: boolean }).show === false)).toBe(true);
  });

  it('formats axis values and labels for the locale', () => {
    const fmt = (locale: string) => {
      const area = buildApexCards(look(light, locale), labels(locale))[1]!;
      return (area.options.yaxis as { labels: { formatter: (v: number) => string } }).labels.formatter(12345);
    };
    expect(fmt('en')).toBe('12,345');
    expect(fmt('de')).toBe('12.345');
    expect(labels('de').months[2]).toBe('Mär');
    expect(labels('fr').months[0]).toBe('janv.');
  });

  it('fits the Apex heat map and radar labels on a phone, where the card is as wide as the window less 74 px', () => {
    const apex = buildApexCards(look(light), labels('de'));
    /** The options Apex applies at a window width: those of the smallest breakpoint above it, over the larger ones. */
    const at = (id: string, width: number) =>
      (apex.find((c) => c.id === id)!.options.responsive ?? [])
        .filter((r) => width < (r.breakpoint ?? 0))
        .sort((a, b) => (b.breakpoint ?? 0) - (a.breakpoint ?? 0))
        .reduce<ApexOptions>((acc, r) => merge(acc, r.options as object), {});
    // Six hour labels ("09 Uhr", about 40 px) in a 316 px plot touch unless slanted.
    expect(at('heatmap', 390).xaxis?.labels).toMatchObject({ rotate: -45, rotateAlways: true });
    // Wider windows state the straight labels, so that widening the window from a phone size brings them back.
    expect(at('heatmap', PHONE_BREAKPOINT).xaxis?.labels?.rotateAlways).toBe(false);
    // Its tooltip names the hour as well as the day (Apex hides the x title of heat maps by default).
    expect(apex.find((c) => c.id === 'heatmap')!.options.tooltip?.x?.show).toBe(true);
    // Beside the radar, half the plot must hold the longest axis name ("Reichweite", 66 px) and its gap.
    for (const width of [320, 360, 390, 414, 440, 479]) {
      const size = at('radar', width).plotOptions?.radar?.size;
      expect(size, `radar at ${width} px`).toBeGreaterThan(30);
      expect((width - 74) / 2 - size!, `radar at ${width} px`).toBeGreaterThanOrEqual(78);
    }
    // From 480 px up, one size that fits the narrowest two-column card (434 px, 1200 px window with the sidebar).
    for (const width of [PHONE_BREAKPOINT, 1200, 1440]) expect(at('radar', width).plotOptions?.radar?.size).toBe(110);
  });

  it('writes the Apex candlestick tooltip in the reader language: date, translated price names, local numbers', () => {
    const de = pairT('de:', deStrings.valuePair);
    const candle = buildApexCards(look(light, 'de'), chartLabels(de, 'de')).find((c) => c.id === 'candlestick')!;
    const custom = candle.options.tooltip?.custom as (ctx: object) => string;
    const html = custom({ seriesIndex: 0, dataPointIndex: 0, w: { config: { series: candle.series } } });
    const first = CANDLES[0]!;
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('.apexcharts-tooltip-title')?.textContent).toBe('1. Okt.');
    expect([...box.querySelectorAll('.apexcharts-tooltip-box > div')].map((d) => d.textContent)).toEqual([
      `de:series.open: ${first.open.toLocaleString('de')}`,
      `de:series.high: ${first.high.toLocaleString('de')}`,
      `de:series.low: ${first.low.toLocaleString('de')}`,
      `de:series.close: ${first.close.toLocaleString('de')}`,
    ]);
  });

  it('writes the "name: value" of every library tooltip in the locale typography (French: a no-break space before the colon)', () => {
    const L = chartLabels(pairT('', frStrings.valuePair), 'fr');
    const apexLine = buildApexCards(look(light, 'fr'), L).find((c) => c.id === 'line')!;
    const apexTitle = (apexLine.options.tooltip?.y as { title: { formatter: (name: string) => string } }).title;
    expect(apexTitle.formatter('Revenus')).toBe('Revenus\u00a0: ');
    const cjs = buildChartJsCards(look(light, 'fr'), L);
    type Label = (c: object) => string;
    const cjsLabel = (id: string) => cjs.find((c) => c.id === id)!.chart.options.plugins?.tooltip?.callbacks?.label as unknown as Label;
    expect(cjsLabel('bar')({ dataset: { label: 'Produits' }, label: 'janv.', formattedValue: '12' })).toBe(' Produits\u00a0: 12');
    expect(cjsLabel('pie')({ dataset: {}, label: 'Mobile', raw: 45, formattedValue: '45' })).toBe(' Mobile\u00a0: 45\u00a0%');
    const scatter = buildEChartsCards(look(light, 'fr'), L).find((c) => c.id === 'scatter')!;
    const formatter = (scatter.option.tooltip as { formatter: (p: object) => string }).formatter;
    expect(formatter({ seriesName: 'Équipe A', value: [12, 3] })).toContain('columns.hoursWorked\u00a0: 12');
  });

  it('measures the filled Chart.js areas from zero', () => {
    const multi = buildChartJsCards(look(light), labels()).find((c) => c.id === 'multiLine')!;
    expect((multi.chart.options as { scales: { y: { beginAtZero?: boolean } } }).scales.y.beginAtZero).toBe(true);
  });

  it('names both axes of the ECharts scatter, inside the card', () => {
    const scatter = buildEChartsCards(look(light), labels()).find((c) => c.id === 'scatter')!.option as {
      xAxis: { name: string };
      yAxis: { name: string; nameLocation: string };
      grid: { outerBoundsContain: string };
    };
    expect(scatter.xAxis.name).toBe('columns.hoursWorked');
    expect(scatter.yAxis).toMatchObject({ name: 'columns.tasksDone', nameLocation: 'middle' });
    expect(scatter.grid.outerBoundsContain).toBe('all');
  });

  it('uses deterministic data', () => {
    expect(CANDLES).toHaveLength(24);
    expect(HEAT).toHaveLength(7);
    expect(SCATTER.teamA[0]).toEqual(SCATTER.teamA[0]);
    expect(JSON.stringify(buildEChartsCards(look(light), labels()).map((c) => c.data))).toBe(
      JSON.stringify(buildEChartsCards(look(light), labels()).map((c) => c.data)),
    );
  });

  it('deep-merges options without mutating the base', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 1 };
    expect(merge(base, { a: { c: [3] } })).toEqual({ a: { b: 1, c: [3] }, d: 1 });
    expect(base.a.c).toEqual([1, 2]);
  });
});
