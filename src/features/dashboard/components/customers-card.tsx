import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCustomers } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart } from './chart';
import { PieChart } from './svg-chart/pie-chart';
import { useFormat } from './use-format';

const DOTS = { new: 'bg-primary', returning: 'bg-warning', referrals: 'bg-danger' } as const;

export function CustomersCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useCustomers();
  const f = useFormat();
  const title = t('customers.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mx-auto size-[200px] rounded-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-6" />
      ))}
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData, series }) => {
        const labels = analyticsData.map((c) => t(`customers.${c.customerType}`));
        const colors = ['primary', 'warning', 'danger'] as const;
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="customers-title">
            <CardHeader>
              <CardTitle id="customers-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col">
              <Chart
                height={240}
                description={t('customers.summary', { list: analyticsData.map((c, i) => `${labels[i]} ${f.num(c.counts)}`).join(', ') })}
              >
                <PieChart
                  slices={labels.map((name, i) => ({ name, value: series[i] ?? 0, color: colors[i] ?? 'primary' }))}
                  format={(v) => f.num(v)}
                  gap={4}
                />
              </Chart>
              <ul className="mt-auto divide-y pt-3">
                {analyticsData.map((c, i) => (
                  <li key={c.customerType} className="flex items-center gap-2 py-2.5 text-sm">
                    <span className={cn('size-2.5 rounded-full', DOTS[c.customerType])} aria-hidden="true" />
                    <span className="flex-1 font-medium text-[var(--heading)]">{labels[i]}</span>
                    <span className="font-semibold">{f.num(c.counts)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
