import { Switch as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: { root: 'h-4 w-7', thumb: 'size-3 data-[state=checked]:translate-x-3' },
  md: { root: 'h-5 w-9', thumb: 'size-4 data-[state=checked]:translate-x-4' },
} as const;

export function Switch({ className, size = 'md', ...props }: ComponentProps<typeof Primitive.Root> & { size?: keyof typeof sizes }) {
  return (
    <Primitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground/45 dark:bg-input transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary-solid',
        sizes[size].root,
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
