import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A styled native overflow container: thin themed scrollbars, keyboard-scrollable when `focusable` (then pass an aria-label). */
export function ScrollArea({
  className,
  orientation = 'vertical',
  focusable = false,
  ...props
}: ComponentProps<'div'> & { orientation?: 'vertical' | 'horizontal' | 'both'; focusable?: boolean }) {
  return (
    <div
      data-slot="scroll-area"
      // A focusable scroller is a region: give it an aria-label (or another role, e.g. "log", through props).
      tabIndex={focusable ? 0 : undefined}
      role={focusable ? 'region' : undefined}
      className={cn(
        'relative [scrollbar-color:var(--input)_transparent] [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        orientation === 'vertical' && 'overflow-x-hidden overflow-y-auto',
        orientation === 'horizontal' && 'overflow-x-auto overflow-y-hidden',
        orientation === 'both' && 'overflow-auto',
        className,
      )}
      {...props}
    />
  );
}
