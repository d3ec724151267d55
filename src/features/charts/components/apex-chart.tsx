import { lazy, Suspense, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApexType } from '../data/apex-cards';
import { merge } from '../lib/merge';
import type { LegendTarget } from './chart-legend';
import './apex-chart.css';

/**
 * Apex leaves its SVG unlabelled, so a screen reader names the picture after every tick label it holds ("10,000
 * 8,000 … Jan Feb …"). The card's data table is the text alternative: hide the drawing (not the toolbar beside it,
 * whose buttons are real), on the first draw and on every redraw (resize, update).
 */
const hideDrawing = (chart: ApexCharts) =>
  // The element the chart was drawn into (untyped).
  (chart as unknown as { el?: Element }).el?.querySelector('svg.apexcharts-svg')?.setAttribute('aria-hidden', 'true');

// ApexCharts is a chunk of its own, fetched only by the Apex page; the card skeleton paints first.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export function ApexChart({
  type,
  series,
  options,
  height,
  ref,
}: {
  type: ApexType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  ref?: Ref<LegendTarget>;
}) {
  // Set by react-apexcharts once the chunk has loaded and the chart is drawn.
  const chart = useRef<ApexCharts | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      setVisible(_index, name, visible) {
        const c = chart.current;
        if (!c) return false;
        if (visible) c.showSeries(name);
        else c.hideSeries(name);
        return true;
      },
    }),
    [],
  );
  const drawn = useMemo(
    () => merge<ApexOptions>(options, { chart: { events: { mounted: hideDrawing, updated: hideDrawing } } }),
    [options],
  );
  return (
    <div className="min-w-0" style={{ minHeight: height }}>
      <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
        <ReactApexChart type={type} series={series} options={drawn} height={height} width="100%" chartRef={chart} />
      </Suspense>
    </div>
  );
}
