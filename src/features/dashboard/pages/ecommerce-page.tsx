import { DollarSign, Package, ShoppingBag, Users } from 'lucide-react';
import { BrowserStatsCard } from '../components/browser-stats-card';
import { ChatCard } from '../components/chat-card';
import { ClientRetentionCard } from '../components/client-retention-card';
import { CustomersCard } from '../components/customers-card';
import { GoalOverviewCard } from '../components/goal-overview-card';
import { RevenueCard } from '../components/revenue-card';
import { SessionsDeviceCard } from '../components/sessions-device-card';
import { StatisticCard } from '../components/statistic-card';

const stat = 'col-span-12 sm:col-span-6 xl:col-span-3';

export default function EcommercePage() {
  return (
    <div className="grid grid-cols-12 gap-6">
      <StatisticCard kind="subscribers" icon={Users} tone="primary" className={stat} />
      <StatisticCard kind="revenue" icon={DollarSign} tone="success" className={stat} />
      <StatisticCard kind="sales" icon={Package} tone="danger" className={stat} />
      <StatisticCard kind="orders" icon={ShoppingBag} tone="warning" chart="line" className={stat} />
      <RevenueCard className="col-span-12 lg:col-span-8" />
      <GoalOverviewCard className="col-span-12 lg:col-span-4" />
      <BrowserStatsCard className="col-span-12 lg:col-span-4" />
      <ClientRetentionCard className="col-span-12 lg:col-span-8" />
      <SessionsDeviceCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <CustomersCard className="col-span-12 md:col-span-6 xl:col-span-4" />
      <ChatCard className="col-span-12 xl:col-span-4" />
    </div>
  );
}
