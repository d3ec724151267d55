import { Tabs as Primitive } from 'radix-ui';
import type { ComponentProps, FocusEvent } from 'react';
import { cn } from '@/lib/cn';

export function Tabs({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root data-slot="tabs" className={cn('flex gap-3 data-[orientation=horizontal]:flex-col', className)} {...props} />;
}

export function TabsList({
  className,
  variant = 'pills',
  ...props
}: ComponentProps<typeof Primitive.List> & { variant?: 'pills' | 'underline' }) {
  return (
    <Primitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
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
