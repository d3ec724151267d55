import { Tooltip as Primitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { LazyTriggerState } from './lazy-overlay';

/** The app's hover delay before a tooltip shows (Radix's own default is 700 ms). */
const DELAY_MS = 250;
const Provided = createContext(false);

/** Optional: tooltips inside one provider share it (after one showed, the next shows without the delay). */
export function TooltipProvider({ delayDuration = DELAY_MS, ...props }: ComponentProps<typeof Primitive.Provider>) {
  return (
    <Provided value={true}>
      <Primitive.Provider delayDuration={delayDuration} {...props} />
    </Provided>
  );
}

/** A tooltip brings its own provider when none is around (the main layout has none: Radix stays out of the shell). */
export function TooltipRoot(props: ComponentProps<typeof Primitive.Root>) {
  const root = <Primitive.Root {...props} />;
  return useContext(Provided) ? root : <Primitive.Provider delayDuration={DELAY_MS}>{root}</Primitive.Provider>;
}
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

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** Shorthand: <Tooltip content="Save"><button …/></Tooltip>. Shows on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  side,
  delayDuration,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: TooltipSide;
  delayDuration?: number;
}) {
  return (
    <TooltipRoot delayDuration={delayDuration}>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipRoot>
  );
}

/** The loaded half of `LazyTooltip` (lazy-overlay.tsx): the shell's trigger inside a real tooltip. */
export function TooltipForLazyTrigger({ lazy, ...props }: { lazy: LazyTriggerState; content: ReactNode; side?: TooltipSide }) {
  return <Tooltip {...props}>{lazy.trigger}</Tooltip>;
}
