import { useState } from 'react';
import { FileText, MessageSquare, Rocket, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';

const ITEMS: { key: string; icon: LucideIcon; tone: string; minutesAgo: number }[] = [
  { key: 'meeting', icon: MessageSquare, tone: 'bg-primary-soft text-primary-text', minutesAgo: 25 },
  { key: 'project', icon: Rocket, tone: 'bg-warning-soft text-warning-text', minutesAgo: 135 },
  { key: 'files', icon: FileText, tone: 'bg-info-soft text-info-text', minutesAgo: 300 },
  { key: 'member', icon: UserPlus, tone: 'bg-success-soft text-success-text', minutesAgo: 2 * 24 * 60 },
];

/** Coloured icon dots on a vertical line, each with a title, text and relative time. */
export function ActivityTimelineCard({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const [now] = useState(() => Date.now());
  return (
    <Card className={cn('flex flex-col', className)} aria-labelledby="timeline-title">
      <CardHeader>
        <CardTitle id="timeline-title">{t('timeline.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="relative ms-4 border-s border-border">
          {ITEMS.map(({ key, icon: Icon, tone, minutesAgo }) => (
            <li key={key} className="ms-7 pb-6 last:pb-0">
              <span
                className={cn('absolute -start-4 flex size-8 items-center justify-center rounded-full ring-4 ring-card', tone)}
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="text-sm font-semibold text-[var(--heading)]">{t(`timeline.items.${key}.title`)}</h3>
                <time className="text-xs text-muted-foreground" dateTime={new Date(now - minutesAgo * 60_000).toISOString()}>
                  {timeAgo(now - minutesAgo * 60_000, i18n.language, now)}
                </time>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{t(`timeline.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
