/**
 * Deterministic sample data: a seeded PRNG and a fixed "now", so every start (browser, tests, server)
 * shows the same data. Seeds must draw from `createRandom(<feature seed>)`, never Math.random.
 */
export const SEED_NOW = Date.UTC(2026, 10, 15, 9, 30, 0);

export interface Random {
  next: () => number;
  int: (min: number, max: number) => number;
  float: (min: number, max: number, digits?: number) => number;
  pick: <T>(items: readonly T[]) => T;
  sample: <T>(items: readonly T[], count: number) => T[];
  bool: (probability?: number) => boolean;
  date: (fromDaysAgo: number, toDaysAhead?: number) => Date;
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return {
    next,
    int,
    float: (min, max, digits = 2) => Number((next() * (max - min) + min).toFixed(digits)),
    pick,
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    bool: (p = 0.5) => next() < p,
    date: (fromDaysAgo, toDaysAhead = 0) =>
      new Date(SEED_NOW + Math.floor((next() * (fromDaysAgo + toDaysAhead) - fromDaysAgo) * 86_400_000)),
  };
}
