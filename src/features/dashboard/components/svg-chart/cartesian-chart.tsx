import { useState } from 'react';
import { Gradient, solid, toneVar, useSvgId, type Paint } from './paint';
import { areaPath, barPath, smoothPath } from './path';
import { labelStep, linear, niceTicks, stack, textWidth } from './scale';
import { Plot, type Point } from './plot';
import { Legend, type Tip } from './tooltip';
import { useSize } from './use-size';

export interface Series {
  name: string;
  data: number[];
  color: Paint;
  /** Line width in px (lines). */
  width?: number;
  /** SVG dash pattern of the line, e.g. "8 6". */
  dash?: string;
  /** Fill the area under the line with the colour fading downwards. */
  area?: boolean;
}

export interface CartesianChartProps {
  type: 'line' | 'bar';
  categories: string[];
  series: Series[];
  /** Formats values in the tooltip. */
  format: (v: number) => string;
  /** Formats the value axis; without it the chart is a sparkline: no axes, grid, legend or tooltip title. */
  axis?: (v: number) => string;
  legend?: 'circle' | 'rect';
  stacked?: boolean;
  /** Bars: share of the category's width, a cap in px and the top corners' radius. */
  bar?: { size: number; max?: number; radius?: number };
  /** Bars: only this index in full colour, the others soft (until hovered). */
  emphasize?: number;
  /** At most this many category labels. */
  maxLabels?: number;
}

const GROW = 'transition-[scale] duration-700 ease-out starting:scale-y-0 motion-reduce:transition-none';
const REVEAL =
  'transition-[clip-path] duration-700 ease-out [clip-path:inset(0)] starting:[clip-path:inset(0_100%_0_0)] motion-reduce:transition-none';

/** Line, area and bar charts (stacked or grouped) on a category axis; with `axis` unset, a sparkline. */
export function CartesianChart(props: CartesianChartProps) {
  const { type, categories, series, format, axis, legend, stacked, bar = { size: 0.8 }, emphasize, maxLabels } = props;
  const box = useSize<HTMLDivElement>();
  const { w, h } = box;
  const [hover, setHover] = useState<number | null>(null);
  const id = useSvgId();
  const n = categories.length;
  const isBar = type === 'bar';
  const tops = stacked ? stack(series.map((s) => s.data)) : series.map((s) => s.data.map((v) => [0, v] as [number, number]));
  // Bars (and stacks) grow from zero; lines span their own values.
  const all = (isBar ? tops.flat(2) : series.flatMap((s) => s.data)).filter(Number.isFinite);
  const lo = Math.min(...all, isBar ? 0 : Infinity);
  const hi = Math.max(...all, isBar ? 0 : -Infinity);

  // Value range: nice ticks with axes; for sparklines the data range plus 12 % room (bars start at zero).
  const ticks = axis ? niceTicks(lo, hi, 7) : null;
  const grace = isBar ? 0 : (hi - lo) * 0.12;
  const [y0, y1] = ticks ? [ticks.min, ticks.max] : [lo - grace, hi + grace];
  const yLabels = ticks && axis ? ticks.values.map(axis) : [];
  const xNeed = Math.max(0, ...categories.map((c) => textWidth(c))) + 18;
  const left = axis ? Math.max(0, ...yLabels.map((l) => textWidth(l))) + 12 : 0;
  let right = w;
  let step = 1;
  if (axis) {
    step = labelStep(n, w - left, xNeed, maxLabels);
    // A point chart puts the last label on the right edge: leave it room when it is shown.
    const last = categories[n - 1] ?? '';
    right = w - (!isBar && (n - 1) % step === 0 ? textWidth(last) / 2 + 2 : 4);
  }
  const top = axis ? 8 : 0;
  const bottom = axis ? h - 24 : h;
  const y = linear(y0, y1, bottom, top);
  const band = (right - left) / Math.max(n, 1);
  const xAt = (i: number) => (isBar ? left + band * (i + 0.5) : n > 1 ? left + ((right - left) * i) / (n - 1) : (left + right) / 2);
  const groups = stacked ? 1 : series.length;
  const barW = Math.min((band * bar.size) / (isBar ? groups : 1), bar.max ?? Infinity);
  const paint = (s: Series, k: number) => (typeof s.color === 'string' ? toneVar(s.color) : `url(#${id}-${k})`);

  const onPoint = (p: Point | null) => {
    if (!p || !n) return setHover(null);
    const { x } = p;
    const i = isBar ? Math.floor((x - left) / band) : Math.round(n > 1 ? ((x - left) / (right - left)) * (n - 1) : 0);
    setHover(Math.min(n - 1, Math.max(0, i)));
  };
  let tip: Tip | null = null;
  if (hover !== null) {
    const tipTop = Math.min(...tops.map((t) => y(t[hover]?.[1] ?? 0)));
    tip = {
      x: xAt(hover),
      y: tipTop,
      title: axis ? categories[hover] : undefined,
      rows: series.map((s) => ({ name: s.name, value: format(s.data[hover] ?? 0), color: solid(s.color) })),
    };
  }

  return (
    <div className="flex h-full flex-col" data-chart={type} data-area={series.some((s) => s.area) || undefined}>
      {legend ? <Legend marker={legend} items={series.map((s) => ({ name: s.name, color: solid(s.color) }))} /> : null}
      <Plot box={box} onPoint={onPoint} tip={tip} className="min-h-0 flex-1">
        <defs>
          {series.map((s, k) =>
            typeof s.color === 'string' ? (
              s.area ? (
                <Gradient key={k} id={`${id}-a${k}`} from={s.color} line={[0, top, 0, bottom]} opacity={[0.38, 0]} />
              ) : null
            ) : (
              <Gradient key={k} id={`${id}-${k}`} from={s.color.from} to={s.color.to} line={[left, 0, right, 0]} />
            ),
          )}
        </defs>
        {ticks ? (
          <g className="text-xs" aria-hidden="true">
            {ticks.values.map((v, i) => (
              <g key={v}>
                <line x1={left} x2={right} y1={y(v)} y2={y(v)} className="stroke-border" strokeDasharray={i ? '4 4' : undefined} />
                <text x={left - 10} y={y(v)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                  {yLabels[i]}
                </text>
              </g>
            ))}
            {categories.map((c, i) =>
              i % step ? null : (
                <text key={i} x={xAt(i)} y={bottom + 17} textAnchor="middle" className="fill-muted-foreground">
                  {c}
                </text>
              ),
            )}
          </g>
        ) : null}
        {isBar ? (
          <g className={GROW} style={{ transformOrigin: `0 ${y(Math.max(y0, Math.min(0, y1)))}px` }}>
            {series.map((s, k) =>
              s.data.map((_, i) => {
                const [a, b] = tops[k]?.[i] ?? [0, 0];
                const yt = y(Math.max(a, b));
                const x = xAt(i) - (barW * groups) / 2 + (stacked ? 0 : k * barW);
                // Only the outermost bar of a stack has rounded corners.
                const outer = !stacked || tops.slice(k + 1).every((t) => t[i]?.[1] === t[i]?.[0]);
                const soft = emphasize !== undefined && i !== emphasize && i !== hover;
                return (
                  <path
                    key={`${k}-${i}`}
                    d={barPath(x, yt, barW, y(Math.min(a, b)) - yt, outer ? (bar.radius ?? 0) : 0)}
                    fill={paint(s, k)}
                    fillOpacity={soft ? 0.25 : 1}
                  />
                );
              }),
            )}
          </g>
        ) : (
          <g className={REVEAL}>
            {series.map((s, k) => {
              const pts = s.data.map((v, i) => ({ x: xAt(i), y: y(v) }));
              return (
                <g key={k}>
                  {s.area ? <path d={areaPath(pts, bottom)} fill={`url(#${id}-a${k})`} /> : null}
                  <path
                    d={smoothPath(pts)}
                    fill="none"
                    stroke={paint(s, k)}
                    strokeWidth={s.width ?? 3}
                    strokeDasharray={s.dash}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </g>
              );
            })}
          </g>
        )}
        {!isBar && hover !== null
          ? series.map((s, k) => (
              <circle
                key={k}
                cx={xAt(hover)}
                cy={y(s.data[hover] ?? 0)}
                r={5}
                fill={solid(s.color)}
                className="stroke-card"
                strokeWidth={2}
              />
            ))
          : null}
      </Plot>
    </div>
  );
}
