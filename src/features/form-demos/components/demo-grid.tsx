import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The page body of every form demo: a responsive grid of DemoCards. */
export function DemoGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0', className)}>{children}</div>;
}

/** A live read-out of a demo's value; an empty string or null says so instead of showing nothing. */
export function ValueOut({ label, value, className }: { label: string; value: unknown; className?: string }) {
  const { t } = useTranslation('form-demos');
  const empty = value === '' || value === null || value === undefined;
  return (
    <p className={cn('mt-3 rounded-md bg-muted/70 px-3 py-2 font-mono text-xs break-all text-foreground', className)} aria-live="polite">
      <span className="text-muted-foreground">{label}: </span>
      {empty ? (
        <span className="text-muted-foreground italic">{t('common.empty')}</span>
      ) : typeof value === 'string' ? (
        value
      ) : (
        JSON.stringify(value)
      )}
    </p>
  );
}
