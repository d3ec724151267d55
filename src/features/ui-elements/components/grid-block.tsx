import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = ['bg-primary-solid', 'bg-info-solid', 'bg-success-solid', 'bg-secondary-solid'] as const;

/** A labelled coloured cell: white text on a -solid token (WCAG AA). */
export function Block({ children, tone = 0, className }: { children: ReactNode; tone?: number; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-11 items-center justify-center rounded-md px-1 py-2.5 text-center text-xs font-semibold text-white [overflow-wrap:anywhere] sm:px-2 sm:text-sm',
        TONES[tone % TONES.length],
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A 12-column flex row: each child sets its own width (w-1/12 … w-full). */
export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('-mx-1.5 flex flex-wrap', className)}>{children}</div>;
}

/** Column wrapper with gutters; `className` carries width, offset and order utilities. */
export function Col({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('px-1.5 py-1.5', className)}>{children}</div>;
}

/** A small caption above a demo row (utility names, counts). */
export function RowLabel({ children }: { children: ReactNode }) {
  return <p className="mt-4 mb-1 font-mono text-xs text-muted-foreground first:mt-0">{children}</p>;
}
