import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { hexToRgba } from '@/lib/colors';
import { useSalesRadar } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartTable } from './chart';
import { baseOptions, legendOptions, mergeOptions } from './chart-options';
import { useChartTheme } from './use-chart-theme';
import { useFormat } from './use-format';

export function SalesRadarCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useSalesRadar();
  const theme = useChartTheme();
  const f = useFormat();
  const title = t('salesStats.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mx-auto size-[240px] rounded-full" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ months, series }) => {
        const names = [t('salesStats.sales'), t('salesStats.visits')];
        const named = series.map((s, i) => ({ ...s, name: names[i] ?? s.name }));
        const categories = months.map(f.month);
        const p = theme.palette;
        // Visits is drawn over sales (lower `order` is drawn later), as before.
        const datasets = named.map((s, i) => {
          const color = i === 0 ? p.primary : p.warning;
          const alpha = i === 0 ? 0.85 : 0.6;
          return {
            label: s.name,
            data: s.data,
            order: named.length - i,
            fill: true,
            backgroundColor: hexToRgba(color, alpha),
            borderColor: color,
            borderWidth: 0,
            pointRadius: 0,
            pointHoverRadius: 4,
            pointBackgroundColor: color,
            pointHoverBorderColor: p.card,
          };
        });
        const options = mergeOptions<'radar'>(
          baseOptions(theme, (v) => f.num(v)),
          legendOptions(theme),
          {
            interaction: { mode: 'index', intersect: false },
            scales: {
              r: {
                beginAtZero: true,
                grid: { color: p.border },
                angleLines: { color: p.border },
                ticks: { display: false },
                pointLabels: { color: p.mutedForeground, font: { family: theme.font, size: 12 } },
              },
            },
          },
        );
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="radar-title">
            <CardHeader className="flex-col gap-1">
              <CardTitle id="radar-title">{title}</CardTitle>
              <CardDescription>{t('salesStats.subtitle')}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <Chart
                type="radar"
                height={300}
                data={{ labels: categories, datasets }}
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
