import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { cn } from '@/lib/cn';

interface CardQueryProps<T> {
  query: UseQueryResult<T>;
  /** Skeleton of the card's own shape while the first answer is pending. */
  skeleton: ReactNode;
  /** `failed`: a notice with Retry to show inside the card when the data on screen is older than the last failed call. */
  children: (data: T, failed?: ReactNode) => ReactNode;
  className?: string;
  /** Accessible name of the card while it shows a skeleton or an error. */
  title: string;
}

/** One dashboard card: loading skeleton, inline error with Retry, or the content. Other cards are unaffected. */
export function CardQuery<T>({ query, skeleton, children, className, title }: CardQueryProps<T>) {
  const { t } = useTranslation('dashboard');
  // A new key (another period) that fails has no data of its own: keep the figures shown before, so the card, its
  // period menu and the keyboard focus on it stay, instead of swapping the whole card for an error.
  const [last, setLast] = useState(query.data);
  if (query.data !== undefined && query.data !== last) setLast(query.data);
  // A Retry of a key without data keeps its error (and the focused, busy Retry) until the attempt ends.
  const error = useLoadError(query) ?? query.error;
  const data = query.data ?? (error ? last : undefined);
  if (data !== undefined) {
    const failed = error ? <RefreshFailedNotice className="rounded-md" {...retryProps(query, error)} /> : undefined;
    return <>{children(data, failed)}</>;
  }
  return (
    <Card className={cn('flex flex-col', className)} aria-label={title} aria-busy={query.isPending || undefined}>
      {error ? <ErrorState size="sm" className="my-auto" message={t('errors.card', { title })} {...retryProps(query, error)} /> : skeleton}
    </Card>
  );
}
