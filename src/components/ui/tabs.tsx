import { Tabs as Primitive } from 'radix-ui';
import { useCallback, useState, type ComponentProps, type FocusEvent } from 'react';
import { useScrollOverflow } from '@/hooks/use-scroll-overflow';
import { cn } from '@/lib/cn';

export function Tabs({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root data-slot="tabs" className={cn('flex gap-3 data-[orientation=horizontal]:flex-col', className)} {...props} />;
}

/**
 * A list wider than its container scrolls sideways: fade the side(s) hiding tabs (data-overflow, kept by
 * useScrollOverflow). The scroll padding is wider than the fade, so a focused tab scrolled into view keeps its
 * focus ring clear of it.
 */
const OVERFLOW_FADE = [
  'scroll-px-9 [--fade-to:right] rtl:[--fade-to:left]',
  'data-[overflow~=start]:[--fade-start:2rem] data-[overflow~=end]:[--fade-end:2rem]',
  'data-[overflow]:[mask-image:linear-gradient(to_var(--fade-to),transparent,#000_var(--fade-start,0px),#000_calc(100%-var(--fade-end,0px)),transparent)]',
];

export function TabsList({
  className,
  variant = 'pills',
  ref,
  ...props
}: ComponentProps<typeof Primitive.List> & { variant?: 'pills' | 'underline' }) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const overflow = useScrollOverflow(list);
  const setRefs = useCallback(
    (el: HTMLDivElement | null) => {
      setList(el);
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <Primitive.List
      ref={setRefs}
      data-slot="tabs-list"
      data-variant={variant}
      data-overflow={overflow || undefined}
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
        OVERFLOW_FADE,
        variant === 'pills'
          ? 'rounded-lg bg-muted p-1'
          : 'border-b data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

/** The list scrolls sideways when it is wider than its container: bring the focused tab fully into view. */
function revealTab(e: FocusEvent<HTMLButtonElement>) {
  e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

export function TabsTrigger({ className, onFocus, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      data-slot="tabs-trigger"
      onFocus={(e) => {
        onFocus?.(e);
        revealTab(e);
      }}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,background-color,box-shadow] duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        'in-data-[variant=pills]:data-[state=active]:bg-primary-solid in-data-[variant=pills]:data-[state=active]:text-white in-data-[variant=pills]:data-[state=active]:shadow-sm',
        // Underline lists have no padding for an outside ring to live in (the scrolling list clips it): draw it inset.
        'in-data-[variant=underline]:-mb-px in-data-[variant=underline]:rounded-none in-data-[variant=underline]:focus-visible:-outline-offset-2 in-data-[variant=underline]:border-b-2 in-data-[variant=underline]:border-transparent in-data-[variant=underline]:data-[state=active]:border-primary in-data-[variant=underline]:data-[state=active]:text-primary-text',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}
