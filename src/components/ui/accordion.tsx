import { Accordion as Primitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Accordion({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root data-slot="accordion" className={cn('w-full', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item data-slot="accordion-item" className={cn('border-b last:border-b-0', className)} {...props} />;
}

/** `icon` replaces the chevron (it turns 180° when open unless it carries its own data-state styles). */
export function AccordionTrigger({ className, children, icon, ...props }: ComponentProps<typeof Primitive.Trigger> & { icon?: ReactNode }) {
  return (
    <Primitive.Header className="flex">
      <Primitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex flex-1 cursor-pointer items-center justify-between gap-3 rounded-md py-3.5 text-left text-sm font-medium text-[var(--heading)] transition-colors hover:text-primary-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180 [&[data-state=open]>[data-slot=accordion-icon]]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        {icon ? (
          <span
            data-slot="accordion-icon"
            className="flex shrink-0 text-muted-foreground transition-transform duration-200 [&_svg]:size-4"
            aria-hidden="true"
          >
            {icon}
          </span>
        ) : (
          <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform duration-200" aria-hidden="true" />
        )}
      </Primitive.Trigger>
    </Primitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content data-slot="accordion-content" className="overflow-hidden text-sm data-[state=open]:animate-slide-up" {...props}>
      <div className={cn('pb-4 text-muted-foreground', className)}>{children}</div>
    </Primitive.Content>
  );
}
