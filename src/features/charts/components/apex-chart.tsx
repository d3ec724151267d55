import { lazy, Suspense } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApexType } from '../data/apex-cards';
import './apex-chart.css';

// ApexCharts is a chunk of its own, fetched only by the Apex page; the card skeleton paints first.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export function ApexChart({
  type,
  series,
  options,
  height,
}: {
  type: ApexType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
}) {
  return (
    <div className="min-w-0" style={{ minHeight: height }}>
      <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
        <ReactApexChart type={type} series={series} options={options} height={height} width="100%" />
      </Suspense>
    </div>
  );
}
