import { Select as Primitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControlProps } from './field';

export const Select = Primitive.Root;
export const SelectGroup = Primitive.Group;
export const SelectValue = Primitive.Value;

/** Inside a <Field>, the trigger takes the field's id, label and error wiring by itself. */
export function SelectTrigger({
  className,
  children,
  size = 'md',
  ...props
}: ComponentProps<typeof Primitive.Trigger> & { size?: 'sm' | 'md' }) {
  const field = useFieldControlProps(props['aria-describedby']);
  return (
    <Primitive.Trigger
      data-slot="select-trigger"
      {...field}
      className={cn(
        'flex w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm whitespace-nowrap text-foreground transition-[border-color,box-shadow] outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger data-[placeholder]:text-muted-foreground [&>span]:truncate',
        size === 'sm' ? 'h-8 text-xs' : 'h-9',
        className,
      )}
      {...props}
      aria-describedby={field['aria-describedby']}
    >
      {children}
      <Primitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </Primitive.Icon>
    </Primitive.Trigger>
  );
}

export function SelectContent({ className, children, position = 'popper', ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? 4 : undefined}
        className={cn(
          'relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-32 overflow-hidden rounded-lg border bg-popover text-foreground shadow-lg data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-[var(--radix-select-trigger-width)]',
          className,
        )}
        {...props}
      >
        <Primitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center">
          <ChevronUp className="size-4" aria-hidden="true" />
        </Primitive.ScrollUpButton>
        <Primitive.Viewport className="p-1">{children}</Primitive.Viewport>
        <Primitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center">
          <ChevronDown className="size-4" aria-hidden="true" />
        </Primitive.ScrollDownButton>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn('px-2.5 py-1.5 text-xs font-semibold text-muted-foreground', className)} {...props} />;
}

/** `indicator` replaces the check mark shown on the chosen item (e.g. a CircleCheck in a colour). */
export function SelectItem({
  className,
  children,
  indicator,
  ...props
}: ComponentProps<typeof Primitive.Item> & { indicator?: ReactNode }) {
  return (
    <Primitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-md py-1.5 pr-8 pl-2.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <Primitive.ItemText>{children}</Primitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <Primitive.ItemIndicator>{indicator ?? <Check aria-hidden="true" />}</Primitive.ItemIndicator>
      </span>
    </Primitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
