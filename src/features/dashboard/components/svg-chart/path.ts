/** Pure SVG path builders of the dashboard charts. */
export interface Point {
  x: number;
  y: number;
}

const n1 = (v: number) => Math.round(v * 10) / 10;
const xy = (p: Point) => `${n1(p.x)},${n1(p.y)}`;

/**
 * A smooth curve through the points that never overshoots them (monotone cubic, Fritsch–Carlson, like Chart.js's
 * `cubicInterpolationMode: 'monotone'`): a peak stays the peak and the curve never dips below the lowest value.
 */
export function smoothPath(pts: Point[]): string {
  const n = pts.length;
  const [first] = pts;
  if (!first) return '';
  if (n < 3) return pts.map((p, i) => (i ? 'L' : 'M') + xy(p)).join('');
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = (i: number) => xs[i] ?? 0;
  const y = (i: number) => ys[i] ?? 0;
  // Secant slopes, then tangents: their mean, flat at a turn, limited so no segment overshoots (α² + β² ≤ 9).
  const d = xs.slice(1).map((_, i) => (x(i + 1) === x(i) ? 0 : (y(i + 1) - y(i)) / (x(i + 1) - x(i))));
  const m = xs.map((_, i) => {
    const before = d[i - 1];
    const after = d[i];
    if (before === undefined) return after ?? 0;
    if (after === undefined) return before;
    return Math.sign(before) !== Math.sign(after) ? 0 : (before + after) / 2;
  });
  d.forEach((s, i) => {
    if (s === 0) {
      m[i] = m[i + 1] = 0;
      return;
    }
    const a = (m[i] ?? 0) / s;
    const b = (m[i + 1] ?? 0) / s;
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      m[i] = t * a * s;
      m[i + 1] = t * b * s;
    }
  });
  let out = 'M' + xy(first);
  for (let i = 0; i < n - 1; i++) {
    const dx = (x(i + 1) - x(i)) / 3;
    const c1 = { x: x(i) + dx, y: y(i) + dx * (m[i] ?? 0) };
    const c2 = { x: x(i + 1) - dx, y: y(i + 1) - dx * (m[i + 1] ?? 0) };
    out += `C${xy(c1)} ${xy(c2)} ${xy({ x: x(i + 1), y: y(i + 1) })}`;
  }
  return out;
}

/** The smooth curve closed down to `base` (an area under a line). */
export function areaPath(pts: Point[], base: number): string {
  const [first] = pts;
  const last = pts.at(-1);
  if (!first || !last) return '';
  return `${smoothPath(pts)}L${n1(last.x)},${n1(base)}L${n1(first.x)},${n1(base)}Z`;
}

/** A bar from `y` down to `y + h` whose top corners are rounded by `r` (clamped to the bar's size). */
export function barPath(x: number, y: number, w: number, h: number, r = 0): string {
  if (!(w > 0 && h > 0)) return '';
  const c = Math.max(0, Math.min(r, w / 2, h));
  const arc = (to: Point) => (c ? `A${n1(c)},${n1(c)} 0 0 1 ${xy(to)}` : '');
  return `M${xy({ x, y: y + h })}V${n1(y + c)}${arc({ x: x + c, y })}H${n1(x + w - c)}${arc({ x: x + w, y: y + c })}V${n1(y + h)}Z`;
}
