import { useState } from 'react';
import { ArrowDown, ArrowUp, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { Period } from '../api/dashboard.contract';
import { useSessionByDevice } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart, ChartCenter } from './chart';
import { PeriodMenu } from './period-menu';
import { PieChart } from './svg-chart/pie-chart';
import { useFormat } from './use-format';

const DEVICE = {
  desktop: { icon: Monitor, text: 'text-primary-text' },
  mobile: { icon: Smartphone, text: 'text-warning-text' },
  tablet: { icon: Tablet, text: 'text-danger-text' },
} as const;

export function SessionsDeviceCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<Period>('last28');
  const query = useSessionByDevice(period);
  const f = useFormat();
  const title = t('devices.title');
  const skeleton = (
    <CardContent className="space-y-5">
      <Skeleton className="h-5 w-36" />
      <Skeleton className="mx-auto size-[200px] rounded-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-6" />
      ))}
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData, series }, failed) => {
        const labels = analyticsData.map((d) => t(`devices.${d.device}`));
        const colors = ['primary', 'warning', 'danger'] as const;
        return (
          <Card className={cn('flex flex-col', className)} aria-labelledby="devices-title" aria-busy={query.isFetching || undefined}>
            <CardHeader>
              <CardTitle id="devices-title">{title}</CardTitle>
              <PeriodMenu value={period} onChange={setPeriod} label={title} />
            </CardHeader>
            {failed && <div className="px-5 pb-2">{failed}</div>}
            <CardContent className="flex flex-1 flex-col">
              <Chart
                height={240}
                description={t('devices.summary', {
                  list: analyticsData.map((d, i) => `${labels[i]} ${f.pct(d.sessionsPercentage)}`).join(', '),
                })}
              >
                <PieChart
                  slices={labels.map((name, i) => ({ name, value: series[i] ?? 0, color: colors[i] ?? 'primary' }))}
                  format={(v) => f.pct(v)}
                  cutout={0.72}
                  center={<ChartCenter label={labels[0]} value={f.pct(series[0] ?? 0)} />}
                />
              </Chart>
              <ul className="mt-auto divide-y pt-3">
                {analyticsData.map((d, i) => {
                  const { icon: Icon, text } = DEVICE[d.device];
                  const up = d.comparedResult >= 0;
                  const Arrow = up ? ArrowUp : ArrowDown;
                  return (
                    <li key={d.device} className="flex items-center gap-3 py-2.5 text-sm">
                      <Icon className={cn('size-4', text)} aria-hidden="true" />
                      <span className="flex-1 font-medium text-[var(--heading)]">{labels[i]}</span>
                      <span className="font-semibold">{f.pct(d.sessionsPercentage)}</span>
                      <span
                        className={cn(
                          'inline-flex w-16 items-center justify-end gap-0.5 text-xs font-semibold',
                          up ? 'text-success-text' : 'text-danger-text',
                        )}
                      >
                        <Arrow className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{t(up ? 'trend.up' : 'trend.down')}</span>
                        {f.pct(Math.abs(d.comparedResult), 1)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}
