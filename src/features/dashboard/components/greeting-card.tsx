import { Award, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { useActiveUser } from '@/lib/session/session.store';
import { useCheckpointReward } from '../api/dashboard.queries';
import { useFormat } from './use-format';

/** Gradient welcome card with an award badge: the user's name and today's sales. */
export function GreetingCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const user = useActiveUser();
  const query = useCheckpointReward();
  // A Retry keeps the error (its Retry busy, and focused) until the attempt ends, not the skeleton.
  const loadError = useLoadError(query);
  const f = useFormat();
  const name = user.displayName.trim().split(/\s+/)[0] || query.data?.userName || '';
  return (
    <Card
      className={`relative flex min-h-[228px] flex-col items-center justify-center overflow-hidden border-0 bg-linear-to-br from-primary-solid to-info-solid px-6 py-8 text-center text-white ${className ?? ''}`}
      aria-labelledby="greeting-title"
    >
      <Sparkles className="absolute top-5 left-5 size-16 opacity-20" aria-hidden="true" />
      {/* Not on phones, where the text reaches the card's corners and would run over it. */}
      <Sparkles className="absolute right-5 bottom-5 hidden size-20 rotate-12 opacity-20 sm:block" aria-hidden="true" />
      <span
        className="mb-4 flex size-16 items-center justify-center rounded-full bg-white/20 shadow-lg ring-4 ring-white/10"
        aria-hidden="true"
      >
        <Award className="size-8" />
      </span>
      <h2 id="greeting-title" className="text-2xl font-semibold text-white">
        {t('greeting.title', { name })}
      </h2>
      {query.isPending && !loadError && <Skeleton className="mt-3 h-4 w-64 max-w-full bg-white/25" />}
      {loadError ? (
        <ErrorState
          size="sm"
          className="mt-2 rounded-lg bg-card/95 py-3 text-foreground"
          message={t('errors.card', { title: t('greeting.salesLabel') })}
          {...retryProps(query, loadError)}
        />
      ) : null}
      {query.data && (
        <p className="mt-2 max-w-md text-sm text-white">
          {t('greeting.text', { sales: f.num(query.data.sales ?? 0), progress: f.pct(query.data.progress, 1) })}
        </p>
      )}
      {/* A failed refresh keeps today's figures, under a notice. */}
      {query.data && query.isError && (
        <RefreshFailedNotice className="relative mt-3 rounded-md bg-card/95 text-start" {...retryProps(query, query.error)} />
      )}
    </Card>
  );
}
