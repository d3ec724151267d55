import { AvgSessionsCard } from '../components/avg-sessions-card';
import { BrowserStatsCard } from '../components/browser-stats-card';
import { ClientRetentionCard } from '../components/client-retention-card';
import { CustomersCard } from '../components/customers-card';
import { FundingCard } from '../components/funding-card';
import { GoalOverviewCard } from '../components/goal-overview-card';
import { ProductOrdersCard } from '../components/product-orders-card';
import { RevenueCard } from '../components/revenue-card';
import { SalesLineCard } from '../components/sales-line-card';
import { SalesRadarCard } from '../components/sales-radar-card';
import { SessionsDeviceCard } from '../components/sessions-device-card';
import { SupportTrackerCard } from '../components/support-tracker-card';
import { TodoTodayCard } from '../components/todo-today-card';

const third = 'col-span-12 md:col-span-6 xl:col-span-4';

/** Every analytics card, each fed by its own /api/card/card-analytics/ call. */
export default function CardAnalyticsPage() {
  return (
    <div className="grid grid-cols-12 gap-6">
      <AvgSessionsCard className="col-span-12 xl:col-span-6" />
      <SupportTrackerCard className="col-span-12 xl:col-span-6" />
      <ProductOrdersCard className={third} />
      <SalesRadarCard className={third} />
      <GoalOverviewCard className={third} />
      <RevenueCard className="col-span-12 xl:col-span-8" />
      <BrowserStatsCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <SalesLineCard className="col-span-12 xl:col-span-8" />
      <FundingCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <ClientRetentionCard className="col-span-12 xl:col-span-8" />
      <TodoTodayCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <SessionsDeviceCard className="col-span-12 md:col-span-6" />
      <CustomersCard className="col-span-12 md:col-span-6" />
    </div>
  );
}
