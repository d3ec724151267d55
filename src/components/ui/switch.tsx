import { Switch as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// `hit` grows the 32 px tap target around the drawn track from its padding box (inside the 2 px border):
// md 36x20 -> 36x32, sm 28x16 -> 32x32.
const sizes = {
  sm: { root: 'h-4 w-7', hit: 'after:-inset-x-1 after:-inset-y-2.5', thumb: 'size-3 data-[state=checked]:translate-x-3' },
  md: { root: 'h-5 w-9', hit: 'after:-inset-x-0.5 after:-inset-y-2', thumb: 'size-4 data-[state=checked]:translate-x-4' },
} as const;

export function Switch({ className, size = 'md', ...props }: ComponentProps<typeof Primitive.Root> & { size?: keyof typeof sizes }) {
  return (
    <Primitive.Root
      data-slot="switch"
      className={cn(
        'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground/45 dark:bg-input transition-colors duration-150 after:absolute focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary-solid',
        sizes[size].root,
        sizes[size].hit,
        className,
      )}
      {...props}
    >
      <Primitive.Thumb
        className={cn(
          'pointer-events-none block translate-x-0 rounded-full bg-white shadow-sm ring-0 transition-transform duration-150',
          sizes[size].thumb,
        )}
      />
    </Primitive.Root>
  );
}
