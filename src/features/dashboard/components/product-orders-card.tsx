import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useProductsOrders } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartCenter } from './chart';
import { GaugeChart } from './svg-chart/gauge-chart';
import { useFormat } from './use-format';

const ROWS = [
  { key: 'finished', dot: 'bg-primary' },
  { key: 'pending', dot: 'bg-warning' },
  { key: 'rejected', dot: 'bg-danger' },
] as const;

export function ProductOrdersCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useProductsOrders();
  const f = useFormat();
  const title = t('productOrders.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mx-auto size-[220px] rounded-full" />
      {ROWS.map((r) => (
        <Skeleton key={r.key} className="h-5" />
      ))}
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData: a, series }) => {
        const labels = ROWS.map((r) => t(`productOrders.${r.key}`));
        const total = a.finished + a.pending + a.rejected;
        const colors = ['primary', 'warning', 'danger'] as const;
        // Three rings, outermost first: finished, pending, rejected, each over its own track.
        const rings = labels.map((name, i) => ({ name, value: series[i] ?? 0, color: colors[i] ?? 'primary' }));
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="product-orders-title">
            <CardHeader>
              <CardTitle id="product-orders-title">{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col">
              <Chart
                height={260}
                description={t('productOrders.summary', {
                  finished: f.pct(series[0] ?? 0),
                  pending: f.pct(series[1] ?? 0),
                  rejected: f.pct(series[2] ?? 0),
                })}
              >
                <GaugeChart
                  rings={rings}
                  format={(v) => f.pct(v)}
                  cutout={0.36}
                  radius={0.72}
                  gap={0.45}
                  center={<ChartCenter label={t('productOrders.total')} value={f.k(total)} />}
                />
              </Chart>
              <ul className="mt-auto divide-y">
                {ROWS.map((r, i) => (
                  <li key={r.key} className="flex items-center justify-between py-2.5 text-sm">
                    <span className="flex items-center gap-2">
                      <span className={cn('size-2.5 rounded-full', r.dot)} aria-hidden="true" />
                      {labels[i]}
                    </span>
                    <span className="font-semibold text-[var(--heading)]">{f.num(a[r.key])}</span>
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
