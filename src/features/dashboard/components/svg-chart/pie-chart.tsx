import { useState, type ReactNode } from 'react';
import { polar, sectorPath, sliceAngles, toPolar } from './arc';
import { toneVar, type Tone } from './paint';
import { Plot, type Point } from './plot';
import type { Tip } from './tooltip';
import { useSize } from './use-size';

export interface PieChartProps {
  slices: { name: string; value: number; color: Tone }[];
  format: (v: number) => string;
  /** Hole as a share of the radius: 0 for a pie. */
  cutout?: number;
  /** Separate slices by a line in the card's colour (px). */
  gap?: number;
  /** HTML in the hole (see ChartCenter). */
  center?: ReactNode;
}

const OFFSET = 6; // a hovered slice moves out by this much
const SCALE = 'transition-[scale,opacity] duration-700 ease-out starting:scale-75 starting:opacity-0 motion-reduce:transition-none';

/** Pie or doughnut from 12 o'clock clockwise; the hovered slice moves out and shows its tooltip. */
export function PieChart({ slices, format, cutout = 0, gap = 0, center }: PieChartProps) {
  const box = useSize<HTMLDivElement>();
  const { w, h } = box;
  const [hover, setHover] = useState<number | null>(null);
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.max(0, (Math.min(w, h) - 12 - gap - OFFSET) / 2);
  const r0 = r * cutout;
  const angles = sliceAngles(slices.map((s) => s.value));

  const onPoint = (pt: Point | null) => {
    if (!pt) return setHover(null);
    const p = toPolar(cx, cy, pt.x, pt.y);
    const i = p.r >= r0 && p.r <= r + OFFSET ? angles.findIndex(([a0, a1]) => p.a >= a0 && p.a < a1) : -1;
    setHover(i < 0 ? null : i);
  };
  let tip: Tip | null = null;
  const hovered = hover === null ? undefined : slices[hover];
  if (hover !== null && hovered) {
    const [a0, a1] = angles[hover] ?? [0, 0];
    tip = {
      ...polar(cx, cy, (r + r0) / 2, (a0 + a1) / 2),
      rows: [{ name: hovered.name, value: format(hovered.value), color: toneVar(hovered.color) }],
    };
  }
  return (
    <Plot
      box={box}
      onPoint={onPoint}
      tip={tip}
      className="h-full"
      chart={cutout ? 'doughnut' : 'pie'}
      overlay={
        center ? (
          <Center x={cx} y={cy} width={2 * r0 - 8}>
            {center}
          </Center>
        ) : null
      }
    >
      <g className={SCALE} style={{ transformOrigin: `${cx}px ${cy}px` }}>
        {slices.map((s, i) => {
          const [a0, a1] = angles[i] ?? [0, 0];
          const out = i === hover ? polar(0, 0, OFFSET, (a0 + a1) / 2) : { x: 0, y: 0 };
          return (
            <path
              key={s.name}
              d={sectorPath(cx, cy, r0, r, a0, a1)}
              transform={`translate(${out.x.toFixed(1)} ${out.y.toFixed(1)})`}
              fill={toneVar(s.color)}
              className={gap ? 'stroke-card' : undefined}
              strokeWidth={gap || undefined}
              strokeLinejoin="round"
            />
          );
        })}
      </g>
    </Plot>
  );
}

/** HTML on the ring's centre, kept inside its hole. */
export function Center({ x, y, width, children }: { x: number; y: number; width: number; children: ReactNode }) {
  return (
    <div
      className="pointer-events-none absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center text-center"
      style={{ left: x, top: y, maxWidth: Math.max(width, 0) }}
    >
      {children}
    </div>
  );
}
