import { Aperture, ArrowDown, ArrowUp, Compass, Flame, Globe, Orbit } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBrowserAnalytics } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { useFormat } from './use-format';

const ICONS = { chrome: Aperture, firefox: Flame, safari: Compass, edge: Globe, opera: Orbit } as const;
const NAMES = {
  chrome: 'Google Chrome',
  firefox: 'Mozilla Firefox',
  safari: 'Apple Safari',
  edge: 'Microsoft Edge',
  opera: 'Opera Mini',
} as const;

/** Share per browser with the change coloured by sign and a thin bar. */
export function BrowserStatsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useBrowserAnalytics();
  const f = useFormat();
  const title = t('browsers.title');
  const skeleton = (
    <CardContent className="space-y-6">
      <Skeleton className="h-5 w-36" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {({ analyticsData }) => (
        <Card className={cn('flex flex-col', className)} aria-labelledby="browsers-title">
          <CardHeader className="flex-col gap-1">
            <CardTitle id="browsers-title">{title}</CardTitle>
            <p className="text-sm text-muted-foreground">{t('browsers.subtitle')}</p>
          </CardHeader>
          <CardContent>
            <ul className="space-y-5">
              {analyticsData.map((b) => {
                const Icon = ICONS[b.browser];
                const up = b.comparedResult >= 0;
                const Arrow = up ? ArrowUp : ArrowDown;
                return (
                  <li key={b.id}>
                    <div className="mb-2 flex items-center gap-3 text-sm">
                      <span className="flex size-8 items-center justify-center rounded-full bg-muted text-foreground" aria-hidden="true">
                        <Icon className="size-4" />
                      </span>
                      <span id={`browser-${b.id}`} className="flex-1 font-medium text-[var(--heading)]">
                        {NAMES[b.browser]}
                      </span>
                      <span className="font-semibold text-[var(--heading)]">{f.pct(b.ratio, 1)}</span>
                      <span
                        className={cn(
                          'inline-flex w-16 items-center justify-end gap-0.5 text-xs font-semibold',
                          up ? 'text-success-text' : 'text-danger-text',
                        )}
                      >
                        <Arrow className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{t(up ? 'trend.up' : 'trend.down')}</span>
                        {f.pct(Math.abs(b.comparedResult), 1)}
                      </span>
                    </div>
                    <Progress value={b.ratio} height={4} color={up ? 'primary' : 'danger'} aria-labelledby={`browser-${b.id}`} />
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      )}
    </CardQuery>
  );
}
