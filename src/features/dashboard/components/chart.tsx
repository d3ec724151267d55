import { lazy, Suspense, type ReactNode } from 'react';
import type { ApexOptions } from 'apexcharts';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// The chart library is its own chunk: the shell and the card skeletons paint before it arrives.
const ApexChart = lazy(() => import('react-apexcharts'));

type ChartType = 'line' | 'area' | 'bar' | 'radialBar' | 'radar' | 'donut' | 'pie';

export interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
  /** Text alternative (a sentence or an sr-only table); the drawing itself is hidden from screen readers. */
  description: ReactNode;
  className?: string;
}

export function Chart({ type, series, options, height, description, className }: ChartProps) {
  return (
    <figure className={cn('relative m-0 min-w-0', className)} style={{ minHeight: height }}>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
          <ApexChart type={type} series={series} options={options} height={height} width="100%" />
        </Suspense>
      </div>
      <figcaption className="sr-only">{description}</figcaption>
    </figure>
  );
}

/** A screen-reader table for a chart with categories and one or more series. */
export function ChartTable({
  caption,
  categories,
  series,
}: {
  caption: string;
  categories: string[];
  series: { name: string; data: (number | string)[] }[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((c, i) => (
          <tr key={c}>
            <th scope="row">{c}</th>
            {series.map((s) => (
              <td key={s.name}>{s.data[i]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
