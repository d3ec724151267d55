import { lazy, Suspense, useImperativeHandle, useRef, type Ref } from 'react';
import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApexType } from '../data/apex-cards';
import type { LegendTarget } from './chart-legend';
import './apex-chart.css';

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
  return (
    <div className="min-w-0" style={{ minHeight: height }}>
      <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
        <ReactApexChart type={type} series={series} options={options} height={height} width="100%" chartRef={chart} />
      </Suspense>
    </div>
  );
}
