import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A live read-out of a demo's current value. */
export function ValueOut({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  // French puts a (non-breaking) space before the colon, so the punctuation is part of the translation.
  const { t } = useTranslation('extension-pickers');
  return (
    <p className={cn('rounded-md bg-muted/70 px-3 py-2 text-xs break-words text-foreground', className)} aria-live="polite">
      <span className="text-muted-foreground">{t('common.labelled', { label })} </span>
      <span data-testid={testId} className="font-mono">
        {children}
      </span>
    </p>
  );
}
