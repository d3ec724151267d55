import { createRandom, SEED_NOW, type Random } from '@/mocks/random';
import {
  BROWSERS,
  PLAYBACK_RATES,
  STATISTIC_KINDS,
  STATUS_COLOR,
  type BrowserAnalytics,
  type ChatLogEntry,
  type ClientRetention,
  type Customers,
  type DispatchedOrder,
  type GoalOverview,
  type Period,
  type ProductsOrders,
  type Profile,
  type RevenueComparison,
  type SalesBar,
  type SalesLine,
  type SalesRadar,
  type SessionByDevice,
  type Statistic,
  type StatisticKind,
  type SupportTracker,
} from '../api/dashboard.contract';

/** Read-only card data: pure functions of a fixed seed, so every start shows the same figures. */
const PERIOD_SEED: Record<Period, number> = { last28: 0, lastMonth: 1, lastYear: 2 };
const rng = (base: number, period: Period = 'last28') => createRandom(base * 10 + PERIOD_SEED[period]);
const avatar = (n: number) => `/images/avatars/avatar-${n}.svg`;
const walk = (r: Random, length: number, min: number, max: number) => Array.from({ length }, () => r.int(min, max));

function lastMonths(count: number): string[] {
  const now = new Date(SEED_NOW);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const STAT_RANGES: Record<StatisticKind, [number, number, string]> = {
  subscribers: [80_000, 120_000, 'Subscribers'],
  revenue: [90_000, 110_000, 'Revenue'],
  sales: [30_000, 40_000, 'Sales'],
  orders: [90_000, 100_000, 'Orders'],
  'site-traffic': [70_000, 90_000, 'Traffic Rate'],
  'active-users': [600, 900, 'Active Users'],
  newsletter: [20_000, 30_000, 'Newsletter'],
};

export function statistic(kind: StatisticKind): Statistic {
  const r = rng(100 + STATISTIC_KINDS.indexOf(kind));
  const [min, max, name] = STAT_RANGES[kind];
  return { analyticsData: r.int(min, max), series: [{ name, data: walk(r, 7, 10, 100) }] };
}

export function sessionByDevice(period: Period): SessionByDevice {
  const r = rng(201, period);
  const desktop = r.int(50, 62);
  const mobile = r.int(25, 100 - desktop - 5);
  const shares = [desktop, mobile, 100 - desktop - mobile];
  return {
    analyticsData: (['desktop', 'mobile', 'tablet'] as const).map((device, i) => ({
      device,
      sessionsPercentage: shares[i] ?? 0,
      comparedResult: r.float(-9, 9, 1),
    })),
    series: shares,
  };
}

export function productsOrders(): ProductsOrders {
  const r = rng(202);
  const data = { finished: r.int(20_000, 25_000), pending: r.int(8_000, 12_000), rejected: r.int(2_000, 5_000) };
  return { analyticsData: data, series: [r.int(60, 80), r.int(40, 60), r.int(15, 35)] };
}

export function customers(): Customers {
  const r = rng(203);
  const counts = [r.int(600, 900), r.int(200, 400), r.int(100, 250)];
  return {
    analyticsData: (['new', 'returning', 'referrals'] as const).map((customerType, i) => ({ customerType, counts: counts[i] ?? 0 })),
    series: counts,
  };
}

export function salesRadar(): SalesRadar {
  const r = rng(204);
  return {
    months: lastMonths(6),
    series: [
      { name: 'Sales', data: walk(r, 6, 40, 95) },
      { name: 'Visits', data: walk(r, 6, 40, 95) },
    ],
  };
}

export function supportTracker(period: Period): SupportTracker {
  const r = rng(205, period);
  return {
    analyticsData: { openTickets: r.int(120, 180), newTickets: r.int(20, 40), responseDays: r.int(1, 3) },
    series: [r.int(70, 90)],
  };
}

export function revenueComparison(): RevenueComparison {
  const r = rng(206);
  const thisMonth = walk(r, 12, 45, 90).map((v) => v * 1000);
  const lastMonth = walk(r, 12, 30, 80).map((v) => v * 1000);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    analyticsData: { thisMonth: Math.round(sum(thisMonth) / 12), lastMonth: Math.round(sum(lastMonth) / 12) },
    series: [
      { name: 'This Month', data: thisMonth },
      { name: 'Last Month', data: lastMonth },
    ],
  };
}

export function goalOverview(): GoalOverview {
  const r = rng(207);
  return { analyticsData: { completed: r.int(700_000, 800_000), inProgress: r.int(10_000, 20_000) }, series: [r.int(75, 90)] };
}

const BAR_LENGTH: Record<Period, number> = { last28: 7, lastMonth: 10, lastYear: 12 };

export function salesBar(period: Period): SalesBar {
  const r = rng(208, period);
  return {
    analyticsData: {
      sessions: r.int(2_000, 3_500) * (period === 'lastYear' ? 12 : 1),
      comparison: r.float(-10, 12, 1),
      goal: { value: 100_000, progress: r.int(40, 70) },
      users: { value: r.int(80_000, 120_000), progress: r.int(50, 80) },
      retention: { value: r.int(80, 95), progress: r.int(60, 90) },
      duration: { value: 1, progress: r.int(40, 70) },
    },
    series: [{ name: 'Sessions', data: walk(r, BAR_LENGTH[period], 20, 95) }],
  };
}

export function todoToday() {
  const titles = [
    'Refactor the card layout',
    'Review the Q3 dashboard',
    'Call the logistics partner',
    'Update the onboarding doc',
    'Plan the team retro',
  ];
  return {
    tasks: titles.map((title, i) => ({
      id: i + 1,
      title,
      isCompleted: i % 3 === 0,
      due: new Date(SEED_NOW + (i + 1) * 3_600_000).toISOString(),
    })),
  };
}

export function salesLine(): SalesLine {
  const r = rng(209);
  const data = walk(r, 12, 140, 300);
  return {
    analyticsData: { total: data.reduce((a, b) => a + b, 0) * 100, comparison: r.float(-5, 15, 1) },
    months: lastMonths(12),
    series: [{ name: 'Sales', data }],
  };
}

export function funding() {
  const r = rng(210);
  return {
    analyticsData: {
      balance: r.int(20_000, 30_000),
      deposits: r.int(5_000, 10_000),
      comparison: r.float(-5, 15, 1),
      earned: { value: r.int(50_000, 60_000), progress: r.int(50, 80) },
      duration: { value: 2, progress: r.int(30, 60) },
    },
  };
}

export function browserAnalytics(): BrowserAnalytics {
  const r = rng(211);
  const weights = [r.int(55, 70), r.int(8, 15), r.int(10, 20), r.int(4, 8), r.int(1, 3)];
  const total = weights.reduce((a, b) => a + b, 0);
  return {
    analyticsData: BROWSERS.map((browser, i) => ({
      id: i + 1,
      browser,
      ratio: Math.round(((weights[i] ?? 0) / total) * 1000) / 10,
      comparedResult: r.float(-8, 8, 1),
    })),
  };
}

export function clientRetention(): ClientRetention {
  const r = rng(212);
  return {
    months: lastMonths(9),
    series: [
      { name: 'New Clients', data: walk(r, 9, 100, 250) },
      { name: 'Retained Clients', data: walk(r, 9, 50, 150) },
    ],
  };
}

export const product = () => ({
  id: 1,
  name: 'Apple Watch Series 9',
  img: '/images/cards/product.svg',
  price: 399,
  description: 'Always-on Retina display, blood oxygen sensor and a brighter screen for every day.',
  rating: 4.5,
});
export const productSales = () => ({
  id: 1,
  title: 'Sales this month',
  totalSales: 86_580,
  target: 100_000,
  growth: 12.4,
  progress: 86.58,
});
export const productGoals = () => ({ id: 1, title: 'Quarterly goal', completed: 786_617, inProgress: 13_561, progress: 83 });

const PROFILES: Record<number, Omit<Profile, 'id'>> = {
  89: {
    name: 'Zoe Stevens',
    avatar: avatar(12),
    profession: 'UI/UX Designer',
    stats: { followers: 1_480, following: 312, projects: 26 },
    progress: 72,
  },
  58: {
    name: 'Omar Haddad',
    avatar: avatar(7),
    profession: 'Front-end Developer',
    stats: { followers: 2_250, following: 188, projects: 41 },
    progress: 58,
  },
  16: {
    name: 'Lena Fischer',
    avatar: avatar(16),
    profession: 'Product Manager',
    stats: { followers: 934, following: 420, projects: 18 },
    progress: 84,
  },
};
export const PROFILE_IDS = [89, 58, 16] as const;
export const profile = (id: number): Profile | undefined => (PROFILES[id] ? { id, ...PROFILES[id] } : undefined);

export const place = () => ({
  id: 18,
  name: 'Lisbon Riverside',
  img: '/images/cards/place.svg',
  rating: 4.8,
  location: 'Lisbon, Portugal',
  description: 'A sunny walk along the Tagus with tiled façades, old trams and pastries on every corner.',
});
export const weather = () => ({
  id: 76,
  city: 'Lisbon',
  date: new Date(SEED_NOW).toISOString(),
  temperature: 21,
  condition: 'sunny' as const,
  humidity: 64,
  windSpeed: 14,
  precipitation: 5,
});
export const review = () => ({
  id: 12,
  title: 'A lovely pair of headphones',
  img: '/images/cards/review.svg',
  likes: 276,
  comments: 64,
  dislikes: 8,
  description: 'Great sound, a comfortable fit and the battery lasts all week. Noise cancelling could be stronger.',
});

const CHAT_LINES: [boolean, string][] = [
  [false, 'Hi, how are you? Have you finished the dashboard yet?'],
  [true, 'Almost! The cards are done, only the charts are left.'],
  [false, 'Great. Can you send me a screenshot when it is ready?'],
  [true, 'Sure, I will send it before lunch.'],
  [false, 'Perfect, thanks. Also check the dark theme please.'],
  [true, 'Already on it 👍'],
  [false, 'You are the best!'],
];
export const chatLog = (): ChatLogEntry[] =>
  CHAT_LINES.map(([isSent, msg]) => ({ isSent, msg, senderImg: isSent ? avatar(11) : avatar(3) }));

export const playerOption = () => ({
  poster: '/images/cards/video-poster.svg',
  sources: [{ src: '/media/demo-clip.webm', type: 'video/webm' }],
  // The clip is silent: its captions say so.
  captions: [
    { src: '/media/demo-clip.en.vtt', srcLang: 'en', label: 'English' },
    { src: '/media/demo-clip.de.vtt', srcLang: 'de', label: 'Deutsch' },
    { src: '/media/demo-clip.fr.vtt', srcLang: 'fr', label: 'Français' },
    { src: '/media/demo-clip.pt.vtt', srcLang: 'pt', label: 'Português' },
  ],
  playbackRates: [...PLAYBACK_RATES],
});

const OPERATORS = ['Cinar Knowles', 'Britney Morris', 'Kaylee Baker', 'Dominic Grant', 'Amelia Ortiz', 'Noah Weber', 'Priya Nair'];
const LOCATIONS = [
  'Anniston, Alabama',
  'Cordova, Alaska',
  'Florence, Arizona',
  'Clifton, Arizona',
  'Porto, Portugal',
  'Lyon, France',
  'Leipzig, Germany',
];
const STATUSES = ['Moving', 'Pending', 'Canceled', 'Moving', 'Moving', 'Pending', 'Canceled'] as const;

export function dispatchedOrders(): DispatchedOrder[] {
  const r = createRandom(4_201);
  return STATUSES.map((status, i) => {
    const start = new Date(SEED_NOW - r.int(2, 20) * 86_400_000);
    const liked = r.sample(
      OPERATORS.filter((o) => o !== OPERATORS[i]),
      r.int(2, 4),
    );
    return {
      orderNo: 879_985 + i * 1_361 + r.int(0, 999),
      status,
      statusColor: STATUS_COLOR[status],
      operator: OPERATORS[i] ?? 'Operator',
      operatorImg: avatar(i + 1),
      usersLiked: liked.map((name) => ({ name, img: avatar(OPERATORS.indexOf(name) + 8) })),
      location: LOCATIONS[i] ?? '',
      distance: `${r.int(40, 200)} km`,
      distPercent: status === 'Canceled' ? r.int(10, 40) : r.int(30, 95),
      startDate: start.toISOString(),
      estDelDate: new Date(start.getTime() + r.int(3, 12) * 86_400_000).toISOString(),
    };
  });
}
