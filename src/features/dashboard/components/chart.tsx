import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ChartProps {
  height: number;
  /** Text alternative (a sentence or an sr-only table); the drawing itself is hidden from screen readers. */
  description: ReactNode;
  /** The drawing: one of ./svg-chart (CartesianChart, RadarChart, PieChart, GaugeChart). */
  children: ReactNode;
  className?: string;
}

/**
 * A dashboard chart: an aria-hidden SVG drawing of a fixed height (the in-house kit of ./svg-chart, coloured by CSS
 * variables, so a theme switch needs no redraw) and its text alternative as an sr-only caption.
 */
export function Chart({ height, description, children, className }: ChartProps) {
  return (
    <figure className={cn('relative m-0 min-w-0', className)}>
      <div aria-hidden="true" style={{ height }}>
        {children}
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
