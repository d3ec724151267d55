/** Pure polar geometry of the dashboard's round charts. Angles are radians clockwise from 12 o'clock. */
import type { Point } from './path';

export const TAU = Math.PI * 2;
export const rad = (deg: number) => (deg * Math.PI) / 180;

export const polar = (cx: number, cy: number, r: number, a: number): Point => ({ x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) });

const n1 = (v: number) => Math.round(v * 10) / 10;
const at = (cx: number, cy: number, r: number, a: number) => {
  const p = polar(cx, cy, r, a);
  return `${n1(p.x)},${n1(p.y)}`;
};

/** An arc of radius r from a0 to a1 (clockwise), to be stroked; a full turn is drawn as two half arcs. */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const sweep = Math.min(a1 - a0, TAU - 1e-4);
  if (!(sweep > 0 && r > 0)) return '';
  const mid = a0 + sweep / 2;
  const R = n1(r);
  return `M${at(cx, cy, r, a0)}A${R},${R} 0 0 1 ${at(cx, cy, r, mid)}A${R},${R} 0 0 1 ${at(cx, cy, r, a0 + sweep)}`;
}

/** A slice between radii r0 (0 = pie) and r1, from a0 to a1 clockwise, to be filled. */
export function sectorPath(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const sweep = Math.min(a1 - a0, TAU - 1e-4);
  if (!(sweep > 0 && r1 > 0)) return '';
  const large = sweep > Math.PI ? 1 : 0;
  const a = a0 + sweep;
  const outer = `M${at(cx, cy, r1, a0)}A${n1(r1)},${n1(r1)} 0 ${large} 1 ${at(cx, cy, r1, a)}`;
  if (r0 <= 0) return `${outer}L${n1(cx)},${n1(cy)}Z`;
  return `${outer}L${at(cx, cy, r0, a)}A${n1(r0)},${n1(r0)} 0 ${large} 0 ${at(cx, cy, r0, a0)}Z`;
}

/** Start and end angle of every slice of a whole turn, in proportion to the values (negatives count as 0). */
export function sliceAngles(values: number[], start = 0): [number, number][] {
  const pos = values.map((v) => (v > 0 ? v : 0));
  const total = pos.reduce((s, v) => s + v, 0) || 1;
  let a = start;
  return pos.map((v) => [a, (a += (v / total) * TAU)]);
}

/** True when angle a lies on the clockwise sweep from `start`. */
export const onSweep = (a: number, start: number, sweep: number) => (((a - start) % TAU) + TAU) % TAU <= sweep;

/**
 * Centre and outer radius of a ring (hole = `cutout` × radius) drawn from `start` over `sweep` so that the part of
 * the circle it covers fills a w×h box, then scaled by `radius` and re-centred (Chart.js's fit for partial doughnuts).
 */
export function fitArc(w: number, h: number, start: number, sweep: number, cutout = 0, radius = 1) {
  let [minX, maxX, minY, maxY] = [-1, 1, -1, 1];
  if (sweep < TAU) {
    const ends = [start, start + sweep].flatMap((a) => {
      const p = polar(0, 0, 1, a);
      return [p, { x: p.x * cutout, y: p.y * cutout }];
    });
    const xs = ends.map((p) => p.x);
    const ys = ends.map((p) => p.y);
    const on = (a: number) => onSweep(a, start, sweep);
    maxX = on(TAU / 4) ? 1 : Math.max(...xs);
    maxY = on(TAU / 2) ? 1 : Math.max(...ys);
    minX = on((3 * TAU) / 4) ? -1 : Math.min(...xs);
    minY = on(0) ? -1 : Math.min(...ys);
  }
  const r = Math.max(0, Math.min(w / (maxX - minX), h / (maxY - minY))) * radius;
  return { cx: w / 2 - ((maxX + minX) / 2) * r, cy: h / 2 - ((maxY + minY) / 2) * r, r };
}

/** Angle (0..TAU, clockwise from 12 o'clock) and distance of a point from a centre. */
export function toPolar(cx: number, cy: number, x: number, y: number) {
  const a = Math.atan2(x - cx, cy - y);
  return { a: a < 0 ? a + TAU : a, r: Math.hypot(x - cx, y - cy) };
}
