import { ShoppingBag, Users } from 'lucide-react';
import { ActivityTimelineCard } from '../components/activity-timeline-card';
import { AvgSessionsCard } from '../components/avg-sessions-card';
import { DispatchedOrdersCard } from '../components/dispatched-orders-card';
import { GreetingCard } from '../components/greeting-card';
import { ProductOrdersCard } from '../components/product-orders-card';
import { SalesRadarCard } from '../components/sales-radar-card';
import { StatisticCard } from '../components/statistic-card';
import { SupportTrackerCard } from '../components/support-tracker-card';

export default function AnalyticsPage() {
  return (
    <div className="grid grid-cols-12 gap-6">
      <GreetingCard className="col-span-12 lg:col-span-6" />
      <StatisticCard kind="subscribers" icon={Users} tone="primary" className="col-span-12 sm:col-span-6 lg:col-span-3" />
      <StatisticCard kind="orders" icon={ShoppingBag} tone="warning" className="col-span-12 sm:col-span-6 lg:col-span-3" />
      <AvgSessionsCard className="col-span-12 xl:col-span-6" />
      <SupportTrackerCard className="col-span-12 xl:col-span-6" />
      <ProductOrdersCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <SalesRadarCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <ActivityTimelineCard className="col-span-12 xl:col-span-4" />
      <DispatchedOrdersCard className="col-span-12" />
    </div>
  );
}
