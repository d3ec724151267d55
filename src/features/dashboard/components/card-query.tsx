import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

interface CardQueryProps<T> {
  query: UseQueryResult<T>;
  /** Skeleton of the card's own shape while the first answer is pending. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
  /** Accessible name of the card while it shows a skeleton or an error. */
  title: string;
}

/** One dashboard card: loading skeleton, inline error with Retry, or the content. Other cards are unaffected. */
export function CardQuery<T>({ query, skeleton, children, className, title }: CardQueryProps<T>) {
  const { t } = useTranslation('dashboard');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <Card className={cn('flex flex-col', className)} aria-label={title} aria-busy={query.isPending || undefined}>
      {query.isError ? (
        <ErrorState
          size="sm"
          className="my-auto"
          message={t('errors.card', { title })}
          reason={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        skeleton
      )}
    </Card>
  );
}
