import { useState, type ReactNode } from 'react';
import { arcPath, fitArc, onSweep, rad, TAU, toPolar } from './arc';
import { Gradient, solid, toneVar, useSvgId, type Paint } from './paint';
import { Center } from './pie-chart';
import { clampPct } from './scale';
import { Plot, type Point } from './plot';
import type { Tip } from './tooltip';
import { useSize } from './use-size';

export interface GaugeChartProps {
  /** Outermost first; values are percentages (clamped to 0–100). */
  rings: { name: string; value: number; color: Paint }[];
  format: (v: number) => string;
  /** Where the track starts, degrees clockwise from 12 o'clock, and how far it goes. */
  start?: number;
  sweep?: number;
  /** Hole as a share of the outer radius. */
  cutout: number;
  /** Outer radius as a share of the largest that fits. */
  radius?: number;
  /** Space between rings, as a share of a ring's thickness. */
  gap?: number;
  /** Draw the track this many px thinner on each side than the value arc. */
  trackInset?: number;
  center?: ReactNode;
}

const DRAW =
  'transition-[stroke-dashoffset] duration-1000 ease-out [stroke-dashoffset:0] starting:[stroke-dashoffset:1] motion-reduce:transition-none';

/** Radial gauges: per ring a track and a value arc with round ends, fitted to the box like Chart.js's partial doughnuts. */
export function GaugeChart(props: GaugeChartProps) {
  const { rings, format, start = 0, sweep = 360, cutout, radius = 1, gap = 0, trackInset = 0, center } = props;
  const box = useSize<HTMLDivElement>();
  const { w, h } = box;
  const [hover, setHover] = useState<{ i: number; x: number; y: number } | null>(null);
  const id = useSvgId();
  const a0 = rad(start);
  const span = Math.min(rad(sweep), TAU);
  const full = span >= TAU - 1e-6;
  const { cx, cy, r } = fitArc(w, h, a0, span, cutout, radius);
  const unit = (r * (1 - cutout)) / Math.max(rings.length + gap * (rings.length - 1), 1);
  const geo = rings.map((ring, i) => {
    const outer = r - i * unit * (1 + gap);
    const mid = outer - unit / 2;
    // Round caps stick out by half the thickness: start and end the arcs that much inside their angles.
    const cap = Math.min(unit / 2 / Math.max(mid, 1), span / 2);
    return { ...ring, outer, mid, cap, end: a0 + (span * clampPct(ring.value)) / 100 };
  });

  const onPoint = (pt: Point | null) => {
    if (!pt) return setHover(null);
    const { x, y } = pt;
    const p = toPolar(cx, cy, x, y);
    const i = geo.findIndex((g) => Math.abs(p.r - g.mid) <= unit / 2 && g.end > a0 && onSweep(p.a, a0, g.end - a0));
    setHover(i < 0 ? null : { i, x, y });
  };
  const hovered = hover && geo[hover.i];
  const tip: Tip | null = hovered
    ? { x: hover.x, y: hover.y, rows: [{ name: hovered.name, value: format(clampPct(hovered.value)), color: solid(hovered.color) }] }
    : null;
  return (
    <Plot
      box={box}
      onPoint={onPoint}
      tip={tip}
      className="h-full"
      chart="gauge"
      svg={{ fill: 'none' }}
      overlay={
        center ? (
          <Center x={cx} y={cy} width={2 * (geo.at(-1)?.outer ?? r) - 2 * unit - 8}>
            {center}
          </Center>
        ) : null
      }
    >
      <defs>
        {geo.map((g, i) =>
          typeof g.color === 'string' ? null : (
            <Gradient key={i} id={`${id}-${i}`} from={g.color.from} to={g.color.to} line={[cx - g.outer, 0, cx + g.outer, 0]} />
          ),
        )}
      </defs>
      {geo.map((g, i) => {
        const width = unit;
        const value = clampPct(g.value);
        return (
          <g key={i} strokeLinecap="round" strokeWidth={width}>
            {full ? (
              <circle cx={cx} cy={cy} r={g.mid} className="stroke-border" strokeWidth={width - 2 * trackInset} />
            ) : (
              <path
                d={arcPath(cx, cy, g.mid, a0 + g.cap, a0 + span - g.cap)}
                className="stroke-border"
                strokeWidth={width - 2 * trackInset}
              />
            )}
            {value > 0 ? (
              <path
                d={
                  full && value >= 100
                    ? arcPath(cx, cy, g.mid, a0, a0 + TAU)
                    : arcPath(cx, cy, g.mid, a0 + g.cap, Math.max(g.end - g.cap, a0 + g.cap + 1e-3))
                }
                stroke={typeof g.color === 'string' ? toneVar(g.color) : `url(#${id}-${i})`}
                pathLength={1}
                strokeDasharray="1 1"
                className={DRAW}
              />
            ) : null}
          </g>
        );
      })}
    </Plot>
  );
}
