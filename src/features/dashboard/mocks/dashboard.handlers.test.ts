import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import * as c from '../api/dashboard.contract';

const P = c.DASHBOARD_PATHS;
const get = async (path: string) => {
  const res = await fetch(`http://localhost${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

const CALLS: [string, $ZodType][] = [
  ...c.STATISTIC_KINDS.map((k): [string, $ZodType] => [P.statistic(k), c.statisticSchema]),
  [P.sessionByDevice, c.sessionByDeviceSchema],
  [P.productsOrders, c.productsOrdersSchema],
  [P.customers, c.customersSchema],
  [P.salesRadar, c.salesRadarSchema],
  [P.supportTracker, c.supportTrackerSchema],
  [P.revenueComparison, c.revenueComparisonSchema],
  [P.goalOverview, c.goalOverviewSchema],
  [P.salesBar, c.salesBarSchema],
  [P.todoToday, c.todoTodaySchema],
  [P.salesLine, c.salesLineSchema],
  [P.funding, c.fundingSchema],
  [P.browserAnalytics, c.browserAnalyticsSchema],
  [P.clientRetention, c.clientRetentionSchema],
  [P.product, c.productSchema],
  [P.productSales, c.productSalesSchema],
  [P.productGoals, c.productGoalsSchema],
  [P.profile(89), c.profileSchema],
  [P.profile(58), c.profileSchema],
  [P.profile(16), c.profileSchema],
  [P.place, c.placeSchema],
  [P.weather, c.weatherSchema],
  [P.review, c.reviewSchema],
  [P.chatLog, c.chatLogSchema],
  [P.playerOption, c.playerOptionSchema],
  [P.dispatchedOrders, c.dispatchedOrdersSchema],
];

describe('dashboard card handlers (SPEC §7)', () => {
  it.each(CALLS)('GET %s answers 200 with the contract shape', async (path, schema) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(safeParse(schema, body).success).toBe(true);
  });

  it('answers the same data on every call (deterministic seed)', async () => {
    expect((await get(P.dispatchedOrders)).body).toEqual((await get(P.dispatchedOrders)).body);
    expect((await get(P.statistic('subscribers'))).body).toEqual((await get(P.statistic('subscribers'))).body);
  });

  it.each([P.salesBar, P.supportTracker, P.sessionByDevice])('%s returns different data per period', async (path) => {
    const bodies = await Promise.all(c.PERIODS.map(async (p) => JSON.stringify((await get(`${path}?period=${p}`)).body)));
    expect(new Set(bodies).size).toBe(3);
    expect((await get(path)).body).toEqual((await get(`${path}?period=last28`)).body);
  });

  it('treats an unknown period as the default one', async () => {
    expect((await get(`${P.salesBar}?period=bogus`)).body).toEqual((await get(P.salesBar)).body);
  });

  it('dispatched orders use the SPEC statuses and colours with bundled avatars', async () => {
    const orders = c.dispatchedOrdersSchema.parse((await get(P.dispatchedOrders)).body);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['Moving', 'Pending', 'Canceled']));
    for (const o of orders) {
      expect(o.statusColor).toBe(c.STATUS_COLOR[o.status]);
      expect(o.operatorImg).toMatch(/^\/images\/avatars\/avatar-\d+\.svg$/);
      o.usersLiked.forEach((u) => expect(u.img).toMatch(/^\/images\/avatars\/avatar-([1-9]|1\d|20)\.svg$/));
    }
  });

  it('offers the SPEC playback rates and a chat log of sent and received lines', async () => {
    expect(c.playerOptionSchema.parse((await get(P.playerOption)).body).playbackRates).toEqual([0.7, 1, 1.5, 2]);
    const log = c.chatLogSchema.parse((await get(P.chatLog)).body);
    expect(log.some((l) => l.isSent) && log.some((l) => !l.isSent)).toBe(true);
  });
});
