import type { ComponentProps, ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Defaults to common "Couldn't load this". Shown as text, never as HTML. */
  message?: ReactNode;
  /** Why it failed (errorMessage of the error: offline, no permission, server problem), under the message. */
  reason?: string;
  onRetry?: () => void;
  /** Disables the button and shows a spinner while a retry is in flight. */
  retrying?: boolean;
  size?: 'sm' | 'md';
}

/** Inline failure of one card or pane: message + Retry, announced with role="alert". */
export function ErrorState({ message, reason, onRetry, retrying = false, size = 'md', className, ...props }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center justify-center text-center animate-fade-in',
        size === 'sm' ? 'gap-2 px-4 py-5' : 'gap-3 px-6 py-10',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'flex items-center justify-center rounded-full bg-danger-soft text-danger-text',
          size === 'sm' ? 'size-9' : 'size-12',
        )}
        aria-hidden="true"
      >
        <TriangleAlert className={size === 'sm' ? 'size-4.5' : 'size-6'} />
      </div>
      <div className="max-w-sm">
        <p className="text-sm font-medium text-foreground">{message ?? t('states.error')}</p>
        {reason && <p className="mt-1 text-xs text-muted-foreground">{reason}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" color="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden="true" />}
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * A refresh failed while the data loaded before stays on screen (TanStack Query keeps it): one line + Retry,
 * announced with role="alert", so the user knows what they see may be out of date. `reason` as in ErrorState.
 */
export function RefreshFailedNotice({
  onRetry,
  retrying = false,
  reason,
  className,
}: Pick<ErrorStateProps, 'onRetry' | 'retrying' | 'className'> & { reason?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-slot="refresh-failed"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 bg-danger-soft px-3 py-1.5 text-xs text-danger-text animate-fade-in',
        className,
      )}
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      {/* At least 15rem of text per line: in a narrow column Retry moves to a line of its own instead. */}
      <p className="min-w-0 flex-1 basis-60">
        {t('states.refreshFailed')}
        {reason && ` ${reason}`}
      </p>
      {onRetry && (
        <Button variant="ghost" color="danger" size="sm" className="ms-auto h-7 px-2" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden="true" />}
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
