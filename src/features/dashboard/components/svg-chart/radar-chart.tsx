import { useState } from 'react';
import { polar, TAU, toPolar } from './arc';
import { toneVar, type Tone } from './paint';
import { niceTicks, textWidth } from './scale';
import { Plot, type Point } from './plot';
import { Legend, type Tip } from './tooltip';
import { useSize } from './use-size';

export interface RadarChartProps {
  categories: string[];
  /** Drawn in order: a later series covers an earlier one. */
  series: { name: string; data: number[]; color: Tone; opacity: number }[];
  format: (v: number) => string;
}

const SCALE = 'transition-[scale] duration-700 ease-out starting:scale-0 motion-reduce:transition-none';

/** Filled radar polygons over a polygon grid, first category at 12 o'clock, a legend above. */
export function RadarChart({ categories, series, format }: RadarChartProps) {
  const box = useSize<HTMLDivElement>();
  const { w, h } = box;
  const [hover, setHover] = useState<number | null>(null);
  const n = Math.max(categories.length, 1);
  const labelW = Math.max(0, ...categories.map((c) => textWidth(c)));
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.max(0, Math.min(w / 2 - labelW - 8, h / 2 - 26));
  const ticks = niceTicks(0, Math.max(0, ...series.flatMap((s) => s.data)), 6);
  const max = ticks.max || 1;
  const angle = (i: number) => (i * TAU) / n;
  const ring = (f: number) => categories.map((_, i) => polar(cx, cy, r * f, angle(i)));
  const poly = (pts: { x: number; y: number }[]) => pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

  const onPoint = (p: Point | null) => setHover(p ? Math.round(toPolar(cx, cy, p.x, p.y).a / (TAU / n)) % n : null);
  let tip: Tip | null = null;
  if (hover !== null) {
    const top = Math.max(...series.map((s) => s.data[hover] ?? 0));
    const p = polar(cx, cy, (r * top) / max, angle(hover));
    tip = {
      ...p,
      title: categories[hover],
      rows: series.map((s) => ({ name: s.name, value: format(s.data[hover] ?? 0), color: toneVar(s.color) })),
    };
  }
  return (
    <div className="flex h-full flex-col" data-chart="radar">
      <Legend items={series.map((s) => ({ name: s.name, color: toneVar(s.color) }))} />
      <Plot box={box} onPoint={onPoint} tip={tip} className="min-h-0 flex-1">
        <g className="fill-none stroke-border">
          {ticks.values.slice(1).map((v) => (
            <polygon key={v} points={poly(ring(v / max))} />
          ))}
          {ring(1).map((p, i) => (
            <line key={i} x1={cx} y1={cy} x2={p.x} y2={p.y} />
          ))}
        </g>
        <g className="fill-muted-foreground text-xs">
          {categories.map((c, i) => {
            const a = angle(i);
            const side = Math.sin(a);
            const q = polar(cx, cy, r + 10, a);
            return (
              <text
                key={i}
                x={q.x}
                y={q.y}
                dy={Math.cos(a) > 0.5 ? '-0.1em' : Math.cos(a) < -0.5 ? '0.8em' : '0.32em'}
                textAnchor={Math.abs(side) < 0.1 ? 'middle' : side > 0 ? 'start' : 'end'}
              >
                {c}
              </text>
            );
          })}
        </g>
        <g className={SCALE} style={{ transformOrigin: `${cx}px ${cy}px` }}>
          {series.map((s) => (
            <polygon
              key={s.name}
              points={poly(s.data.map((v, i) => polar(cx, cy, (r * Math.max(0, v)) / max, angle(i))))}
              fill={toneVar(s.color)}
              fillOpacity={s.opacity}
            />
          ))}
        </g>
        {hover !== null
          ? series.map((s) => {
              const p = polar(cx, cy, (r * Math.max(0, s.data[hover] ?? 0)) / max, angle(hover));
              return <circle key={s.name} cx={p.x} cy={p.y} r={4} fill={toneVar(s.color)} className="stroke-card" />;
            })
          : null}
      </Plot>
    </div>
  );
}
