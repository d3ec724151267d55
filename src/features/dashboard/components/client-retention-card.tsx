import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useClientRetention } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { CartesianChart } from './svg-chart/cartesian-chart';
import { useFormat } from './use-format';

export function ClientRetentionCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useClientRetention();
  const f = useFormat();
  const title = t('retention.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-[300px]" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ months, series }) => {
        const names = [t('retention.new'), t('retention.retained')];
        const named = series.map((s, i) => ({ ...s, name: names[i] ?? s.name }));
        const categories = months.map(f.month);
        const colors = ['primary', 'danger'] as const;
        const num = (v: number) => f.num(v);
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="retention-title">
            <CardHeader>
              <CardTitle id="retention-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart height={320} description={<ChartTable caption={title} categories={categories} series={named} />}>
                {/* Stacked: only the top of each stack is rounded. */}
                <CartesianChart
                  type="bar"
                  stacked
                  legend="rect"
                  categories={categories}
                  series={named.map((s, i) => ({ name: s.name, data: s.data, color: colors[i] ?? 'primary' }))}
                  format={num}
                  axis={num}
                  bar={{ size: 0.22, max: 18, radius: 5 }}
                />
              </Chart>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
