import { Collapsible as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Collapsible = Primitive.Root;
export const CollapsibleTrigger = Primitive.Trigger;

export function CollapsibleContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      data-slot="collapsible-content"
      className={cn('overflow-hidden data-[state=open]:animate-slide-up', className)}
      {...props}
    />
  );
}
