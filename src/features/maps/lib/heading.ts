const COMPASS_POINTS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** 0 ≤ heading < 360, whole degrees. */
export function normalizeHeading(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** The nearest of the eight compass points. */
export function compassPoint(degrees: number): CompassPoint {
  return COMPASS_POINTS[Math.round(normalizeHeading(degrees) / 45) % 8] ?? 'n';
}
