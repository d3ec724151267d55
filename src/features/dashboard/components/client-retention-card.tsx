import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useClientRetention } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { chartOptions } from './chart-options';
import { useChartTheme } from './use-chart-theme';
import { useFormat } from './use-format';

export function ClientRetentionCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useClientRetention();
  const { palette, base } = useChartTheme();
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
        const options = chartOptions(base, {
          chart: { stacked: true },
          colors: [palette.primary, palette.danger],
          plotOptions: { bar: { columnWidth: '18%', borderRadius: 5, borderRadiusApplication: 'end', borderRadiusWhenStacked: 'last' } },
          xaxis: { categories },
          yaxis: { labels: { formatter: (v: number) => f.num(v) } },
          legend: { show: true, position: 'top', horizontalAlign: 'left', offsetY: 4 },
        });
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="retention-title">
            <CardHeader>
              <CardTitle id="retention-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart
                type="bar"
                height={320}
                series={named}
                options={options}
                description={<ChartTable caption={title} categories={categories} series={named} />}
              />
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
