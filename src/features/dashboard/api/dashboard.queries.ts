import { queryOptions, useQuery } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import { request } from '@/lib/api-client';
import * as c from './dashboard.contract';

const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (path: string, period?: c.Period) => [...dashboardKeys.all, path, period ?? null] as const,
};

function cardOptions<T>(path: string, schema: $ZodType<T>, period?: c.Period) {
  return queryOptions({
    queryKey: dashboardKeys.card(path, period),
    queryFn: ({ signal }) => request(path, { schema, signal, query: period ? { period } : undefined }),
  });
}

const P = c.DASHBOARD_PATHS;
export const useStatistic = (kind: c.StatisticKind) => useQuery(cardOptions(P.statistic(kind), c.statisticSchema));
export const useCheckpointReward = () => useQuery(cardOptions(P.checkpointReward, c.checkpointRewardSchema));
export const useSalesBar = (period: c.Period) =>
  useQuery({ ...cardOptions(P.salesBar, c.salesBarSchema, period), placeholderData: (prev) => prev });
export const useSupportTracker = (period: c.Period) =>
  useQuery({ ...cardOptions(P.supportTracker, c.supportTrackerSchema, period), placeholderData: (prev) => prev });
export const useSessionByDevice = (period: c.Period) =>
  useQuery({ ...cardOptions(P.sessionByDevice, c.sessionByDeviceSchema, period), placeholderData: (prev) => prev });
export const useProductsOrders = () => useQuery(cardOptions(P.productsOrders, c.productsOrdersSchema));
export const useSalesRadar = () => useQuery(cardOptions(P.salesRadar, c.salesRadarSchema));
export const useDispatchedOrders = () => useQuery(cardOptions(P.dispatchedOrders, c.dispatchedOrdersSchema));
export const useRevenueComparison = () => useQuery(cardOptions(P.revenueComparison, c.revenueComparisonSchema));
export const useGoalOverview = () => useQuery(cardOptions(P.goalOverview, c.goalOverviewSchema));
export const useBrowserAnalytics = () => useQuery(cardOptions(P.browserAnalytics, c.browserAnalyticsSchema));
export const useClientRetention = () => useQuery(cardOptions(P.clientRetention, c.clientRetentionSchema));
export const useCustomers = () => useQuery(cardOptions(P.customers, c.customersSchema));
export const useChatLog = () => useQuery({ ...cardOptions(P.chatLog, c.chatLogSchema), staleTime: Infinity });
export const useSalesLine = () => useQuery(cardOptions(P.salesLine, c.salesLineSchema));
export const useFunding = () => useQuery(cardOptions(P.funding, c.fundingSchema));
export const useTodoToday = () => useQuery(cardOptions(P.todoToday, c.todoTodaySchema));
export const useProduct = () => useQuery(cardOptions(P.product, c.productSchema));
export const useProductSales = () => useQuery(cardOptions(P.productSales, c.productSalesSchema));
export const useProductGoals = () => useQuery(cardOptions(P.productGoals, c.productGoalsSchema));
export const useProfile = (id: 89 | 58 | 16) => useQuery(cardOptions(P.profile(id), c.profileSchema));
export const usePlace = () => useQuery(cardOptions(P.place, c.placeSchema));
export const useWeather = () => useQuery(cardOptions(P.weather, c.weatherSchema));
export const useReview = () => useQuery(cardOptions(P.review, c.reviewSchema));
export const usePlayerOption = () => useQuery({ ...cardOptions(P.playerOption, c.playerOptionSchema), staleTime: Infinity });
