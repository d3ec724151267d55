import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Kbd({ className, ...props }: ComponentProps<'kbd'>) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center gap-0.5 rounded border border-b-2 bg-muted px-1.5 font-mono text-[11px] font-medium text-muted-foreground select-none',
        className,
      )}
      {...props}
    />
  );
}
