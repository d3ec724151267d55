import { arcPath, fitArc, onSweep, polar, rad, sectorPath, sliceAngles, TAU, toPolar } from './arc';
import { areaPath, barPath, smoothPath } from './path';
import { clampPct, labelStep, linear, niceNum, niceTicks, stack } from './scale';

/** Every number of a path, in order. */
const nums = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('scales', () => {
  it('nice numbers are 1, 2, 5 or 10 times a power of ten, never below the range', () => {
    expect([0.3, 1, 1.5, 3, 7, 12, 27.5, 450].map(niceNum)).toEqual([0.5, 1, 2, 5, 10, 20, 50, 500]);
    expect(niceNum(0)).toBe(1);
    expect(niceNum(Number.NaN)).toBe(1);
  });

  it('nice ticks cover the data with round bounds and at most `count` ticks', () => {
    expect(niceTicks(33_700, 88_900, 7)).toEqual({
      min: 30_000,
      max: 90_000,
      values: [30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000],
    });
    expect(niceTicks(141, 268, 7).values).toEqual([100, 150, 200, 250, 300]);
    expect(niceTicks(0, 315, 7).values).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(0, 0.37, 5).values).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    const t = niceTicks(-12, 47, 6);
    expect(t.values.length).toBeLessThanOrEqual(6);
    expect(t.min).toBeLessThanOrEqual(-12);
    expect(t.max).toBeGreaterThanOrEqual(47);
  });

  it('nice ticks survive flat, reversed and empty data', () => {
    expect(niceTicks(5, 5).values).toContain(0);
    expect(niceTicks(5, 5).max).toBeGreaterThanOrEqual(5);
    expect(niceTicks(0, 0)).toMatchObject({ min: 0, max: 1 });
    expect(niceTicks(10, 0).min).toBe(0);
    expect(niceTicks(Infinity, -Infinity)).toMatchObject({ min: 0, max: 1 });
  });

  it('maps a domain onto a range, upside down for y', () => {
    const y = linear(0, 100, 200, 0);
    expect([y(0), y(50), y(100)]).toEqual([200, 100, 0]);
    expect(linear(3, 3, 10, 20)(3)).toBe(10);
  });

  it('stacks series per index, positives up and negatives down', () => {
    expect(
      stack([
        [1, 2, -1],
        [3, 0, -2],
      ]),
    ).toEqual([
      [
        [0, 1],
        [0, 2],
        [0, -1],
      ],
      [
        [1, 4],
        [2, 2],
        [-1, -3],
      ],
    ]);
  });

  it('skips labels evenly so each gets its room, at most `max`', () => {
    expect(labelStep(12, 600, 40)).toBe(1);
    expect(labelStep(12, 300, 40)).toBe(2);
    expect(labelStep(12, 600, 40, 4)).toBe(3);
    expect(labelStep(5, 0, 40)).toBe(5);
  });

  it('clamps percentages to 0–100 and reads NaN as 0', () => {
    expect([-20, 0, 71, 140, Infinity, Number.NaN].map(clampPct)).toEqual([0, 0, 71, 100, 100, 0]);
  });
});

describe('paths', () => {
  it('a smooth curve passes through every point', () => {
    const pts = [0, 10, 4, 8].map((y, i) => ({ x: i * 10, y }));
    const d = smoothPath(pts);
    expect(d.startsWith('M0,0C')).toBe(true);
    for (const p of pts.slice(1)) expect(d).toContain(` ${p.x},${p.y}`);
  });

  it('never overshoots: control points stay between their neighbours (monotone)', () => {
    const ys = [50, 10, 10, 80, 20, 20, 95, 0];
    const d = smoothPath(ys.map((y, i) => ({ x: i * 20, y })));
    const v = nums(d);
    // M x0,y0 then per segment C c1x,c1y c2x,c2y x,y
    for (let i = 0; i < ys.length - 1; i++) {
      const [lo, hi] = [Math.min(ys[i]!, ys[i + 1]!), Math.max(ys[i]!, ys[i + 1]!)];
      for (const cy of [v[2 + i * 6 + 1]!, v[2 + i * 6 + 3]!]) {
        expect(cy).toBeGreaterThanOrEqual(lo);
        expect(cy).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('draws straight lines for fewer than three points and nothing for none', () => {
    expect(smoothPath([])).toBe('');
    expect(smoothPath([{ x: 0, y: 1 }])).toBe('M0,1');
    expect(
      smoothPath([
        { x: 0, y: 1 },
        { x: 5, y: 2 },
      ]),
    ).toBe('M0,1L5,2');
  });

  it('closes an area down to its base', () => {
    const d = areaPath(
      [
        { x: 0, y: 5 },
        { x: 10, y: 2 },
        { x: 20, y: 4 },
      ],
      30,
    );
    expect(d.endsWith('L20,30L0,30Z')).toBe(true);
    expect(areaPath([], 30)).toBe('');
  });

  it('rounds only the top corners of a bar, never more than it can hold', () => {
    expect(barPath(10, 20, 12, 50, 5)).toBe('M10,70V25A5,5 0 0 1 15,20H17A5,5 0 0 1 22,25V70Z');
    // Radius clamped to half the width.
    expect(barPath(0, 0, 6, 40, 5)).toContain('A3,3');
    // Square without a radius; nothing for an empty bar.
    expect(barPath(0, 0, 6, 40)).toBe('M0,40V0H6V40Z');
    expect(barPath(0, 0, 6, 0, 5)).toBe('');
  });
});

describe('arcs', () => {
  it('measures angles clockwise from 12 o’clock', () => {
    expect(polar(0, 0, 10, 0)).toMatchObject({ x: 0, y: -10 });
    const right = polar(0, 0, 10, TAU / 4);
    expect(right.x).toBeCloseTo(10);
    expect(right.y).toBeCloseTo(0);
    expect(toPolar(0, 0, 0, 10).a).toBeCloseTo(Math.PI);
    expect(toPolar(0, 0, -10, 0)).toMatchObject({ r: 10 });
    expect(toPolar(0, 0, -10, 0).a).toBeCloseTo((3 * TAU) / 4);
    expect(rad(180)).toBeCloseTo(Math.PI);
  });

  it('splits a turn in proportion to the values', () => {
    const a = sliceAngles([1, 1, 2]);
    expect(a.map(([a0, a1]) => (a1 - a0) / TAU)).toEqual([0.25, 0.25, 0.5]);
    expect(a.at(-1)?.[1]).toBeCloseTo(TAU);
    expect(sliceAngles([0, -3, 0])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('draws stroke arcs and ring slices, a full turn as two halves', () => {
    expect(arcPath(50, 50, 40, 0, Math.PI / 2)).toBe('M50,10A40,40 0 0 1 78.3,21.7A40,40 0 0 1 90,50');
    expect(arcPath(50, 50, 40, 0, TAU).match(/A/g)).toHaveLength(2);
    expect(arcPath(50, 50, 40, 1, 1)).toBe('');
    // A half ring: outer arc clockwise, inner arc back; a pie slice closes at the centre.
    expect(sectorPath(50, 50, 20, 40, 0, Math.PI)).toBe('M50,10A40,40 0 0 1 50,90L50,70A20,20 0 0 0 50,30Z');
    expect(sectorPath(50, 50, 0, 40, 0, (3 * TAU) / 4)).toMatch(/^M50,10A40,40 0 1 1 10,50L50,50Z$/);
  });

  it('knows whether an angle lies on a sweep, across 12 o’clock', () => {
    expect(onSweep(0, rad(-140), rad(270))).toBe(true);
    expect(onSweep(Math.PI, rad(-140), rad(270))).toBe(false);
    expect(onSweep(rad(100), rad(-140), rad(270))).toBe(true);
  });

  it('fits a full circle in the smaller side, centred', () => {
    expect(fitArc(300, 200, 0, TAU)).toEqual({ cx: 150, cy: 100, r: 100 });
    expect(fitArc(300, 200, 0, TAU, 0.5, 0.7).r).toBeCloseTo(70);
  });

  it('fits a partial ring by the part it covers and moves its centre down (Chart.js gauges)', () => {
    // A top half ring (from 9 to 3 o'clock) fills the width and sits on the bottom edge.
    const half = fitArc(200, 100, rad(-90), rad(180), 0.5);
    expect(half.r).toBeCloseTo(100);
    expect(half.cx).toBeCloseTo(100);
    expect(half.cy).toBeCloseTo(100);
    // The support tracker's gauge: 270° opening at the bottom is centred lower than the box's middle.
    const gauge = fitArc(300, 260, rad(-140), rad(270), 0.8, 0.66);
    expect(gauge.cy).toBeGreaterThan(130);
    expect(gauge.cx).toBeCloseTo(150);
  });
});
