import { Tooltip as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const TooltipProvider = Primitive.Provider;
export const TooltipRoot = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  arrowClassName,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & { /** e.g. fill-[var(--primary-solid)] for a coloured tooltip. */ arrowClassName?: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-64 rounded-md bg-dark-solid px-2.5 py-1.5 text-xs text-white shadow-md data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Arrow className={cn('fill-[var(--dark-solid)]', arrowClassName)} />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** Shorthand: <Tooltip content="Save"><button …/></Tooltip>. Shows on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  side,
  delayDuration,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}) {
  return (
    <Primitive.Root delayDuration={delayDuration}>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Primitive.Root>
  );
}
