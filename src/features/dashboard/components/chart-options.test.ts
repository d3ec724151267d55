import type { ChartDataset } from 'chart.js';
import { FALLBACK, readChartPalette } from '@/lib/chart-theme';
import { baseOptions, chartTheme, gaugeDatasets, gaugeOptions, gaugeValues, mergeOptions, sparklineOptions } from './chart-options';

const theme = chartTheme(readChartPalette(null));

describe('gaugeValues', () => {
  it('splits a percentage into the value arc and the rest of the track', () => {
    expect(gaugeValues(71)).toEqual([71, 29]);
    expect(gaugeValues(0)).toEqual([0, 100]);
    expect(gaugeValues(100)).toEqual([100, 0]);
    expect(gaugeValues(12.5)).toEqual([12.5, 87.5]);
  });

  it('clamps to 0–100 and reads NaN as 0', () => {
    expect(gaugeValues(-20)).toEqual([0, 100]);
    expect(gaugeValues(140)).toEqual([100, 0]);
    expect(gaugeValues(Number.POSITIVE_INFINITY)).toEqual([100, 0]);
    expect(gaugeValues(Number.NaN)).toEqual([0, 100]);
  });
});

describe('gaugeDatasets', () => {
  const rings = [
    { label: 'Finished', value: 70, color: '#00a598' },
    { label: 'Pending', value: 45, color: '#ff9f43' },
    { label: 'Rejected', value: 130, color: '#ea5455' },
  ];

  it('draws one ring per value, outermost first, each value arc over its track, spacers between rings', () => {
    const sets = gaugeDatasets(rings, { track: '#eeeeee', gap: 0.5 });
    expect(sets.map((s) => s.label)).toEqual(['Finished', undefined, 'Pending', undefined, 'Rejected']);
    const [finished, spacer, , , rejected] = sets as ChartDataset<'doughnut'>[];
    expect(finished?.data).toEqual([70, 30]);
    const paint = finished?.backgroundColor as unknown as (ctx: { dataIndex: number }) => string;
    expect([paint({ dataIndex: 0 }), paint({ dataIndex: 1 })]).toEqual(['#00a598', '#eeeeee']);
    expect(rejected?.data).toEqual([100, 0]);
    expect(spacer).toMatchObject({ data: [0, 100], weight: 0.5, backgroundColor: 'transparent' });
  });

  it('needs no spacers without a gap and can inset the track', () => {
    const [one] = gaugeDatasets([rings[0]!], { track: '#eee', trackInset: 4, background: '#fff', roundTrackEnd: true });
    expect(gaugeDatasets(rings, { track: '#eee' })).toHaveLength(3);
    expect(one?.borderWidth).toEqual([0, 4]);
    expect(one?.borderColor).toBe('#fff');
    expect(one?.borderRadius).toEqual([999, { outerStart: 0, innerStart: 0, outerEnd: 999, innerEnd: 999 }]);
  });
});

describe('chart options', () => {
  it('themes the tooltip and names the series or the slice', () => {
    const series = baseOptions<'line'>(theme, (v) => `${v} %`);
    expect(series.plugins?.tooltip?.backgroundColor).toBe(FALLBACK.card);
    expect(series.plugins?.tooltip?.borderColor).toBe(FALLBACK.border);
    const label = series.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ dataset: { label: 'Sales' }, label: 'Jun', raw: 12 })).toBe('Sales: 12 %');
    const slice = baseOptions<'pie'>(theme, String, 'slice').plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(slice({ dataset: {}, label: 'Desktop', raw: 51 })).toBe('Desktop: 51');
  });

  it('turns animation off when the user prefers reduced motion', () => {
    expect(baseOptions(theme, String).animation).not.toBe(false);
    expect(baseOptions({ ...theme, animate: false }, String).animation).toBe(false);
  });

  it('merges layers deeply, later ones winning, without mutating them', () => {
    const base = baseOptions<'line'>(theme, String);
    const merged = mergeOptions<'line'>(base, sparklineOptions(), { plugins: { tooltip: { padding: 4 } } });
    expect(merged.scales?.x?.display).toBe(false);
    expect(merged.plugins?.tooltip?.padding).toBe(4);
    expect(merged.plugins?.tooltip?.backgroundColor).toBe(FALLBACK.card);
    expect(base.plugins?.tooltip?.padding).toBe(10);
  });

  it('gauges start and sweep where asked and only value arcs have a tooltip', () => {
    const o = gaugeOptions(theme, String, { rotation: -140, circumference: 270, cutout: '78%' });
    expect(o).toMatchObject({ rotation: -140, circumference: 270, cutout: '78%', radius: '100%' });
    const filter = o.plugins?.tooltip?.filter as unknown as (item: object) => boolean;
    expect(filter({ dataIndex: 0, dataset: { label: 'Completed' } })).toBe(true);
    expect(filter({ dataIndex: 1, dataset: { label: 'Completed' } })).toBe(false);
    expect(filter({ dataIndex: 0, dataset: {} })).toBe(false);
  });
});
