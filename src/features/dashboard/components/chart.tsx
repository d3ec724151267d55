import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Skeleton } from '@/components/ui/skeleton';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { cn } from '@/lib/cn';
import type { ChartCanvasProps, ChartKind } from './chart-canvas';

// Chart.js is its own chunk: the shell and the card skeletons paint before it arrives.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export interface ChartProps<T extends ChartKind> {
  type: T;
  data: ChartData<T>;
  options: ChartOptions<T>;
  height: number;
  /** Text alternative (a sentence or an sr-only table); the drawing itself is hidden from screen readers. */
  description: ReactNode;
  /** HTML over the centre of a doughnut or gauge (see ChartCenter). */
  center?: ReactNode;
  className?: string;
}

export function Chart<T extends ChartKind>({ type, data, options, height, description, center, className }: ChartProps<T>) {
  // Options carry colours read from the theme tokens: a theme change redraws the chart from scratch.
  const themeKey = useThemeSignature();
  const canvas = { type, data, options, height, center } as ChartCanvasProps;
  return (
    <figure className={cn('relative m-0 min-w-0', className)} style={{ minHeight: height }}>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
          <ChartCanvas key={themeKey} {...canvas} />
        </Suspense>
      </div>
      <figcaption className="sr-only">{description}</figcaption>
    </figure>
  );
}

/** The label and value drawn in a gauge's or donut's hole. */
export function ChartCenter({ label, value, size = 'md' }: { label?: string; value: string; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <>
      {label ? <span className="text-sm leading-tight text-muted-foreground">{label}</span> : null}
      <span
        className={cn(
          'leading-tight font-semibold text-[var(--heading)] tabular-nums',
          size === 'md' && 'text-xl',
          size === 'lg' && 'text-3xl',
          size === 'xl' && 'text-4xl',
        )}
      >
        {value}
      </span>
    </>
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
