import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { StatisticKind } from '../api/dashboard.contract';
import { useStatistic } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { Chart } from './chart';
import { CartesianChart } from './svg-chart/cartesian-chart';
import { useFormat } from './use-format';

type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'info';
const ICON_TONE: Record<Tone, string> = {
  primary: 'bg-primary-soft text-primary-text',
  success: 'bg-success-soft text-success-text',
  danger: 'bg-danger-soft text-danger-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
};
const HEIGHT = 100;

export interface StatisticCardProps {
  kind: StatisticKind;
  icon: LucideIcon;
  tone: Tone;
  chart?: 'area' | 'line';
  /** Name of the row the card sits in; it joins the card's accessible name where one kind shows twice on a page. */
  group?: string;
  className?: string;
}

/** Icon, big figure (92.6k), label and a sparkline that runs to the card's edges. */
export function StatisticCard({ kind, icon: Icon, tone, chart = 'area', group, className }: StatisticCardProps) {
  const { t } = useTranslation('dashboard');
  const query = useStatistic(kind);
  const f = useFormat();
  const label = t(`statistics.${kind}`);
  // The card is a named region (landmark): two "Orders Received" regions on one page would share a name.
  const name = group ? `${label} (${group})` : label;
  const skeleton = (
    <div className="flex h-full flex-col">
      <div className="space-y-3 px-5 pt-5">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="mt-auto h-[100px] rounded-none rounded-b-lg opacity-60" />
    </div>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={name} className={cn('min-h-[228px]', className)}>
      {(data) => {
        const values = data.series[0]?.data ?? [];
        return (
          <Card className={cn('flex flex-col overflow-hidden', className)} aria-label={name}>
            <div className="px-5 pt-5">
              <span className={cn('flex size-11 items-center justify-center rounded-full', ICON_TONE[tone])} aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <p className="mt-3 text-2xl font-bold text-[var(--heading)]">{f.k(data.analyticsData)}</p>
              <h2 className="text-sm text-muted-foreground">{label}</h2>
            </div>
            <Chart
              className="mt-auto"
              height={HEIGHT}
              description={t('statistics.trend', { label, values: values.map((v) => f.num(v)).join(', ') })}
            >
              <CartesianChart
                type="line"
                categories={values.map((_, i) => String(i + 1))}
                series={[{ name: label, data: values, color: tone, width: 2.5, area: chart === 'area' }]}
                format={(v) => f.num(v)}
              />
            </Chart>
          </Card>
        );
      }}
    </CardQuery>
  );
}
