import type { PointerEvent, ReactNode, Ref, SVGAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Tooltip, type Tip } from './tooltip';

export interface Point {
  x: number;
  y: number;
}

interface PlotProps {
  /** The measured box from useSize: the SVG is drawn in its real pixels. */
  box: { ref: Ref<HTMLDivElement>; w: number; h: number };
  /** The pointer's position inside the box while it moves or presses there; null when it leaves. */
  onPoint: (p: Point | null) => void;
  tip: Tip | null;
  className?: string;
  /** Presentation attributes inherited by the whole drawing (e.g. fill="none" for stroked gauges). */
  svg?: SVGAttributes<SVGSVGElement>;
  /** HTML laid over the drawing, under the tooltip (e.g. a doughnut's centre). */
  overlay?: ReactNode;
  /** The SVG content. */
  children: ReactNode;
  /** The chart's kind, for styling hooks and tests. */
  chart?: string;
}

/** The frame every chart draws in: a pointer surface with an SVG of the box's size and the hover tooltip on top. */
export function Plot({ box, onPoint, tip, className, svg, overlay, children, chart }: PlotProps) {
  const point = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    onPoint({ x: e.clientX - rect.left, y: e.clientY - rect.top });
  };
  return (
    <div
      ref={box.ref}
      className={cn('relative', className)}
      data-chart={chart}
      onPointerMove={point}
      onPointerDown={point}
      onPointerLeave={() => onPoint(null)}
    >
      <svg className="absolute inset-0" width={box.w} height={box.h} {...svg}>
        {children}
      </svg>
      {overlay}
      <Tooltip tip={tip} w={box.w} h={box.h} />
    </div>
  );
}
