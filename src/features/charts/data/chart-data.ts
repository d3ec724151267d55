/**
 * Deterministic demo data for the chart gallery: constants plus a seeded generator (never Math.random),
 * shared by the three library pages. Labels are keys; pages translate them and format dates via Intl.
 */
import { createRandom } from '@/mocks/random';

const MONTH_COUNT = 12;
/** First day of each month of the demo year (UTC). */
const MONTHS = Array.from({ length: MONTH_COUNT }, (_, i) => Date.UTC(2026, i, 1));

export function monthLabels(locale: string, count = MONTH_COUNT): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return MONTHS.slice(0, count).map((m) => fmt.format(m));
}

export function formatDay(value: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(value);
}

/** Monthly revenue in USD (line charts). */
export const REVENUE = [1280, 1460, 1390, 1720, 1655, 1980, 2240, 2105, 2390, 2560, 2475, 2810];

/** Visits vs sessions per month (area / multi-series line). */
export const TRAFFIC = {
  visits: [3100, 4020, 2850, 5100, 4230, 6090, 5600, 6480, 7020, 6500, 7410, 8120],
  sessions: [1100, 3200, 4500, 3200, 3400, 5200, 4100, 4600, 5300, 5000, 6100, 6600],
} as const;

/** Products vs services per month, first six months (columns, mixed). */
export const SALES = {
  products: [440, 505, 414, 671, 227, 413],
  services: [230, 420, 350, 270, 430, 520],
  profit: [120, 210, 180, 290, 150, 260],
} as const;

export const COUNTRY_KEYS = ['us', 'de', 'fr', 'br', 'in', 'jp'] as const;
export type CountryKey = (typeof COUNTRY_KEYS)[number];
/** Orders by country (horizontal bars). */
export const COUNTRIES: Record<CountryKey, number> = { us: 1380, de: 1100, fr: 990, br: 880, in: 740, jp: 580 };

export const CHANNEL_KEYS = ['direct', 'search', 'social', 'referral', 'email'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];
/** Traffic share by channel, percent (pie, polar area). */
export const CHANNELS: Record<ChannelKey, number> = { direct: 34, search: 28, social: 18, referral: 12, email: 8 };

export const DEVICE_KEYS = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceKey = (typeof DEVICE_KEYS)[number];
/** Sessions by device (donut / doughnut). */
export const DEVICES: Record<DeviceKey, number> = { desktop: 5820, mobile: 4310, tablet: 1270 };

export const GOAL_KEYS = ['sales', 'marketing', 'support'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
/** Goal completion in percent (radial bars). */
export const GOALS: Record<GoalKey, number> = { sales: 82, marketing: 64, support: 47 };

export const SKILL_KEYS = ['speed', 'quality', 'price', 'design', 'support', 'reach'] as const;
/** Two products compared on six axes, 0–100 (radar). */
export const RADAR = {
  thisYear: [80, 90, 65, 78, 70, 85],
  lastYear: [60, 72, 80, 60, 88, 55],
} as const;

export interface Ohlc {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Bubble extends Point {
  z: number;
}

const DAY = 86_400_000;

function buildCandles(): Ohlc[] {
  const r = createRandom(5001);
  const out: Ohlc[] = [];
  let close = 6620;
  for (let i = 0; i < 24; i += 1) {
    const open = close + r.int(-40, 40);
    close = open + r.int(-90, 95);
    const high = Math.max(open, close) + r.int(5, 45);
    const low = Math.min(open, close) - r.int(5, 45);
    out.push({ x: Date.UTC(2026, 9, 1) + i * DAY, open, high, low, close });
  }
  return out;
}
/** 24 days of stock prices (candlestick). */
export const CANDLES: readonly Ohlc[] = buildCandles();

function buildBubbles(seed: number, count: number): Bubble[] {
  const r = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({ x: 5 + i * 6 + r.int(0, 4), y: r.int(10, 60), z: r.int(8, 40) }));
}
export const BUBBLE_SERIES_KEYS = ['alpha', 'beta', 'gamma'] as const;
export type BubbleSeriesKey = (typeof BUBBLE_SERIES_KEYS)[number];
/** Three products: x = price, y = rating, z = volume (bubble). */
export const BUBBLES: Record<BubbleSeriesKey, readonly Bubble[]> = {
  alpha: buildBubbles(5002, 8),
  beta: buildBubbles(5003, 8),
  gamma: buildBubbles(5004, 8),
};

function buildScatter(seed: number, count: number, base: number): Point[] {
  const r = createRandom(seed);
  return Array.from({ length: count }, () => {
    const x = r.float(0, 40, 1);
    return { x, y: Math.round(base + x * 1.8 + r.int(-12, 12)) };
  });
}
export const SCATTER_SERIES_KEYS = ['teamA', 'teamB'] as const;
export type ScatterSeriesKey = (typeof SCATTER_SERIES_KEYS)[number];
/** Hours worked vs tasks done (scatter). */
export const SCATTER: Record<ScatterSeriesKey, readonly Point[]> = {
  teamA: buildScatter(5005, 18, 10),
  teamB: buildScatter(5006, 18, 30),
};

export const HEAT_HOURS = ['09', '11', '13', '15', '17', '19'] as const;
function buildHeat(): number[][] {
  const r = createRandom(5007);
  return Array.from({ length: 7 }, (_, day) => HEAT_HOURS.map(() => r.int(day >= 5 ? 2 : 15, day >= 5 ? 40 : 95)));
}
/** Visitors per weekday (Mon..Sun rows) and time slot (columns) (heat map). */
export const HEAT: readonly number[][] = buildHeat();

/** Localised short weekday names Mon..Sun. */
export function weekdayLabels(locale: string): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-01-05 is a Monday.
  return Array.from({ length: 7 }, (_, i) => fmt.format(Date.UTC(2026, 0, 5 + i)));
}

/** Localised hour label for a time slot ("9 AM" / "09 Uhr"). */
export function hourLabel(hour: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, Number(hour)));
}
