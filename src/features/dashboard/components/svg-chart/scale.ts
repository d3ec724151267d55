/** Pure scale helpers of the dashboard's SVG charts (no DOM, no React). */

/** The smallest "nice" number (1, 2 or 5 times a power of ten, or 10×) not below `range`, as Chart.js picks them. */
export function niceNum(range: number): number {
  if (!(range > 0) || !Number.isFinite(range)) return 1;
  const power = 10 ** Math.floor(Math.log10(range));
  const f = range / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

export interface Ticks {
  min: number;
  max: number;
  values: number[];
}

/** Round bounds and at most `count` evenly spaced ticks covering [min, max] (Chart.js's linear ticks). */
export function niceTicks(min: number, max: number, count = 7): Ticks {
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (min > max) [min, max] = [max, min];
  if (min === max) [min, max] = min === 0 ? [0, 1] : [Math.min(0, min), Math.max(0, max)];
  const spaces = Math.max(1, count - 1);
  let step = niceNum((max - min) / spaces);
  const n = Math.ceil(max / step) - Math.floor(min / step);
  if (n > spaces) step = niceNum((n * step) / spaces);
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (v: number) => Number(v.toFixed(digits));
  const lo = round(Math.floor(min / step) * step);
  const hi = round(Math.ceil(max / step) * step);
  const values: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) values.push(round(v));
  return { min: lo, max: hi, values };
}

/** Maps [d0, d1] onto [r0, r1] (a flat domain maps to r0). */
export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (v: number): number =>
    r0 + (d1 === d0 ? 0 : ((v - d0) / (d1 - d0)) * (r1 - r0));

/** Stacks series on each other per index: [bottom, top] of every value, positives up and negatives down. */
export function stack(series: number[][]): [number, number][][] {
  const up: number[] = [];
  const down: number[] = [];
  return series.map((s) =>
    s.map((v, i) => {
      const acc = v < 0 ? down : up;
      const y0 = acc[i] ?? 0;
      acc[i] = y0 + (Number.isFinite(v) ? v : 0);
      return [y0, acc[i]];
    }),
  );
}

/** Which of `n` labels to show so that each gets `need` px of `space` (at most `max` labels), evenly skipped. */
export function labelStep(n: number, space: number, need: number, max = n): number {
  const fit = Math.max(1, Math.min(max, Math.floor(space / Math.max(1, need))));
  return Math.max(1, Math.ceil(n / fit));
}

/** Rough width of a label in px (12 px UI font): SVG text is not measured, so axes reserve room from this. */
export const textWidth = (s: string, size = 12) => s.length * size * 0.58;

/** A percentage clamped to 0–100; NaN reads as 0. */
export const clampPct = (v: number) => (Number.isNaN(v) ? 0 : Math.min(100, Math.max(0, v)));
