import { http } from 'msw';
import { api, ok } from '@/mocks/http';
import { periodSchema, STATISTIC_KINDS, type Period } from '../api/dashboard.contract';
import * as seed from './dashboard.seed';

const periodOf = (request: Request): Period => periodSchema.parse(new URL(request.url).searchParams.get('period') ?? undefined);
const get = (path: string, body: (request: Request) => unknown) => http.get(api(path), ({ request }) => ok(body(request)));
const analytics = (name: string) => `card/card-analytics/${name}`;

export const handlers = [
  ...STATISTIC_KINDS.map((kind) => get(`card/card-statistics/${kind}`, () => seed.statistic(kind))),
  get(analytics('session-by-device'), (r) => seed.sessionByDevice(periodOf(r))),
  get(analytics('products-orders'), seed.productsOrders),
  get(analytics('customers'), seed.customers),
  get(analytics('sales/radar'), seed.salesRadar),
  get(analytics('support-tracker'), (r) => seed.supportTracker(periodOf(r))),
  get(analytics('revenue-comparison'), seed.revenueComparison),
  get(analytics('goal-overview'), seed.goalOverview),
  get(analytics('sales/bar'), (r) => seed.salesBar(periodOf(r))),
  get(analytics('todo/today'), seed.todoToday),
  get(analytics('sales/line'), seed.salesLine),
  get(analytics('funding'), seed.funding),
  get(analytics('browser-analytics'), seed.browserAnalytics),
  get(analytics('client-retention'), seed.clientRetention),
  get('users/pixinvent/product/1', seed.product),
  get('users/pixinvent/product/sales/1', seed.productSales),
  get('users/pixinvent/product/goals/1', seed.productGoals),
  ...seed.PROFILE_IDS.map((id) => get(`users/${id}`, () => seed.profile(id))),
  get('place/18', seed.place),
  get('place/76/weather', seed.weather),
  get('item/12/review', seed.review),
  get('chat/demo-1/log', seed.chatLog),
  get('card/card-basic/player-option', seed.playerOption),
  get('table/dispatched-orders', seed.dispatchedOrders),
];
