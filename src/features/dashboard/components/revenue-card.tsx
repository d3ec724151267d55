import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useRevenueComparison } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { CartesianChart } from './svg-chart/cartesian-chart';
import { useFormat } from './use-format';

export function RevenueCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useRevenueComparison();
  const f = useFormat();
  const title = t('revenue.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-24" />
      <div className="flex gap-8">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
      </div>
      <Skeleton className="h-[240px]" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, series }) => {
        const names = [t('revenue.thisMonth'), t('revenue.lastMonth')];
        const named = series.map((s, i) => ({ ...s, name: names[i] ?? s.name }));
        const days = (series[0]?.data ?? []).map((_, i) => f.num((i + 1) * 2.5, { maximumFractionDigits: 0 }));
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="revenue-title">
            <CardHeader>
              <CardTitle id="revenue-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex-1">
              <dl className="mb-4 flex flex-wrap gap-x-10 gap-y-3">
                <div>
                  <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                    <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" />
                    {names[0]}
                  </dt>
                  <dd className="text-2xl font-bold text-primary-text">{f.money(a.thisMonth)}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                    <span className="size-2.5 rounded-full bg-muted-foreground" aria-hidden="true" />
                    {names[1]}
                  </dt>
                  <dd className="text-2xl font-bold text-[var(--heading)]">{f.money(a.lastMonth)}</dd>
                </div>
              </dl>
              <Chart
                height={260}
                description={
                  <ChartTable caption={title} categories={days} series={named.map((s) => ({ name: s.name, data: s.data.map(f.money) }))} />
                }
              >
                <CartesianChart
                  type="line"
                  categories={days}
                  series={[
                    { name: names[0] ?? '', data: series[0]?.data ?? [], color: 'primary', width: 4 },
                    { name: names[1] ?? '', data: series[1]?.data ?? [], color: 'muted-foreground', width: 2, dash: '8 6' },
                  ]}
                  format={f.money}
                  axis={f.k}
                  maxLabels={7}
                />
              </Chart>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
