import { z } from 'zod/mini';

// zod/mini: the dashboard is a first page for many visits, and classic zod's chains cost its chunk ~10 kB gzip.
/** SPEC §7 card and table calls (GET, 200): paths and response schemas shared by the client and the mock. */
export const PERIODS = ['last28', 'lastMonth', 'lastYear'] as const;
export type Period = (typeof PERIODS)[number];
export const periodSchema = z.catch(z.enum(PERIODS), 'last28');

export const STATISTIC_KINDS = ['subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'] as const;
export type StatisticKind = (typeof STATISTIC_KINDS)[number];

export const DASHBOARD_PATHS = {
  statistic: (kind: StatisticKind) => `/api/card/card-statistics/${kind}`,
  sessionByDevice: '/api/card/card-analytics/session-by-device',
  productsOrders: '/api/card/card-analytics/products-orders',
  customers: '/api/card/card-analytics/customers',
  salesRadar: '/api/card/card-analytics/sales/radar',
  supportTracker: '/api/card/card-analytics/support-tracker',
  revenueComparison: '/api/card/card-analytics/revenue-comparison',
  goalOverview: '/api/card/card-analytics/goal-overview',
  salesBar: '/api/card/card-analytics/sales/bar',
  todoToday: '/api/card/card-analytics/todo/today',
  salesLine: '/api/card/card-analytics/sales/line',
  funding: '/api/card/card-analytics/funding',
  browserAnalytics: '/api/card/card-analytics/browser-analytics',
  clientRetention: '/api/card/card-analytics/client-retention',
  product: '/api/users/pixinvent/product/1',
  productSales: '/api/users/pixinvent/product/sales/1',
  productGoals: '/api/users/pixinvent/product/goals/1',
  profile: (id: 89 | 58 | 16) => `/api/users/${id}`,
  place: '/api/place/18',
  weather: '/api/place/76/weather',
  review: '/api/item/12/review',
  chatLog: '/api/chat/demo-1/log',
  playerOption: '/api/card/card-basic/player-option',
  dispatchedOrders: '/api/table/dispatched-orders',
  checkpointReward: '/api/user/checkpoint-reward',
} as const;

const num = z.number();
const text = z.string().check(z.maxLength(500));
/** ISO month "2026-06": the client turns it into a localized month name. */
const isoMonth = z.string().check(z.regex(/^\d{4}-\d{2}$/));
const isoDate = z.string().check(z.maxLength(40));
const imagePath = z.string().check(z.maxLength(300));
const seriesSchema = z.array(z.object({ name: text, data: z.array(num).check(z.maxLength(400)) })).check(z.maxLength(10));

export const statisticSchema = z.object({ analyticsData: num, series: seriesSchema });
export type Statistic = z.infer<typeof statisticSchema>;

const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export const sessionByDeviceSchema = z.object({
  analyticsData: z.array(z.object({ device: z.enum(DEVICES), sessionsPercentage: num, comparedResult: num })).check(z.maxLength(10)),
  series: z.array(num).check(z.maxLength(10)),
});
export type SessionByDevice = z.infer<typeof sessionByDeviceSchema>;

export const productsOrdersSchema = z.object({
  analyticsData: z.object({ finished: num, pending: num, rejected: num }),
  series: z.array(num).check(z.length(3)),
});
export type ProductsOrders = z.infer<typeof productsOrdersSchema>;

const CUSTOMER_TYPES = ['new', 'returning', 'referrals'] as const;
export const customersSchema = z.object({
  analyticsData: z.array(z.object({ customerType: z.enum(CUSTOMER_TYPES), counts: num })).check(z.maxLength(10)),
  series: z.array(num).check(z.maxLength(10)),
});
export type Customers = z.infer<typeof customersSchema>;

export const salesRadarSchema = z.object({ months: z.array(isoMonth).check(z.maxLength(24)), series: seriesSchema });
export type SalesRadar = z.infer<typeof salesRadarSchema>;

export const supportTrackerSchema = z.object({
  analyticsData: z.object({ openTickets: num, newTickets: num, responseDays: num }),
  series: z.array(num).check(z.length(1)),
});
export type SupportTracker = z.infer<typeof supportTrackerSchema>;

export const revenueComparisonSchema = z.object({
  analyticsData: z.object({ thisMonth: num, lastMonth: num }),
  series: seriesSchema,
});
export type RevenueComparison = z.infer<typeof revenueComparisonSchema>;

export const goalOverviewSchema = z.object({
  analyticsData: z.object({ completed: num, inProgress: num }),
  series: z.array(num).check(z.length(1)),
});
export type GoalOverview = z.infer<typeof goalOverviewSchema>;

const progressFigure = z.object({ value: num, progress: num });
export const salesBarSchema = z.object({
  analyticsData: z.object({
    sessions: num,
    /** Percent change versus the previous period; the sign decides the colour. */
    comparison: num,
    goal: progressFigure,
    users: progressFigure,
    retention: progressFigure,
    duration: progressFigure,
  }),
  series: seriesSchema,
});
export type SalesBar = z.infer<typeof salesBarSchema>;

export const todoTodaySchema = z.object({
  tasks: z.array(z.object({ id: num, title: text, isCompleted: z.boolean(), due: isoDate })).check(z.maxLength(50)),
});
export type TodoToday = z.infer<typeof todoTodaySchema>;

export const salesLineSchema = z.object({
  analyticsData: z.object({ total: num, comparison: num }),
  months: z.array(isoMonth).check(z.maxLength(24)),
  series: seriesSchema,
});
export type SalesLine = z.infer<typeof salesLineSchema>;

export const fundingSchema = z.object({
  analyticsData: z.object({ balance: num, deposits: num, comparison: num, earned: progressFigure, duration: progressFigure }),
});

export const BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera'] as const;
export const browserAnalyticsSchema = z.object({
  analyticsData: z.array(z.object({ id: num, browser: z.enum(BROWSERS), ratio: num, comparedResult: num })).check(z.maxLength(10)),
});
export type BrowserAnalytics = z.infer<typeof browserAnalyticsSchema>;

export const clientRetentionSchema = z.object({ months: z.array(isoMonth).check(z.maxLength(24)), series: seriesSchema });
export type ClientRetention = z.infer<typeof clientRetentionSchema>;

export const productSchema = z.object({ id: num, name: text, img: imagePath, price: num, description: text, rating: num });
export const productSalesSchema = z.object({ id: num, title: text, totalSales: num, target: num, growth: num, progress: num });
export const productGoalsSchema = z.object({ id: num, title: text, completed: num, inProgress: num, progress: num });

export const profileSchema = z.object({
  id: num,
  name: text,
  avatar: imagePath,
  profession: text,
  stats: z.object({ followers: num, following: num, projects: num }),
  progress: num,
});
export type Profile = z.infer<typeof profileSchema>;

export const placeSchema = z.object({ id: num, name: text, img: imagePath, description: text, rating: num, location: text });
export const weatherSchema = z.object({
  id: num,
  city: text,
  date: isoDate,
  temperature: num,
  condition: z.enum(['sunny', 'cloudy', 'rain', 'snow']),
  humidity: num,
  windSpeed: num,
  precipitation: num,
});
export const reviewSchema = z.object({ id: num, title: text, img: imagePath, description: text, likes: num, comments: num, dislikes: num });

const chatLogEntrySchema = z.object({ senderImg: imagePath, msg: z.string().check(z.maxLength(2000)), isSent: z.boolean() });
export const chatLogSchema = z.array(chatLogEntrySchema).check(z.maxLength(200));
export type ChatLogEntry = z.infer<typeof chatLogEntrySchema>;

export const PLAYBACK_RATES = [0.7, 1, 1.5, 2] as const;
export const playerOptionSchema = z.object({
  poster: imagePath,
  sources: z
    .array(z.object({ src: imagePath, type: z.string().check(z.maxLength(60)) }))
    .check(z.minLength(1))
    .check(z.maxLength(5)),
  /** WebVTT caption files, one per language. */
  captions: z.optional(
    z
      .array(z.object({ src: imagePath, srcLang: z.string().check(z.maxLength(10)), label: z.string().check(z.maxLength(60)) }))
      .check(z.maxLength(10)),
  ),
  playbackRates: z.array(num).check(z.maxLength(10)),
});

const ORDER_STATUSES = ['Moving', 'Pending', 'Canceled'] as const;
export const STATUS_COLOR = { Moving: 'success', Pending: 'warning', Canceled: 'danger' } as const;
const dispatchedOrderSchema = z.object({
  orderNo: num,
  status: z.enum(ORDER_STATUSES),
  statusColor: z.enum(['success', 'warning', 'danger']),
  operator: text,
  operatorImg: imagePath,
  usersLiked: z.array(z.object({ name: text, img: imagePath })).check(z.maxLength(10)),
  location: text,
  distance: text,
  distPercent: num,
  startDate: isoDate,
  estDelDate: isoDate,
});
export const dispatchedOrdersSchema = z.array(dispatchedOrderSchema).check(z.maxLength(100));
export type DispatchedOrder = z.infer<typeof dispatchedOrderSchema>;

/** Served by the auth feature's mock; read here only for the greeting card. */
export const checkpointRewardSchema = z.object({ userName: z.string().check(z.maxLength(120)), progress: num, sales: z.optional(num) });
