import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * An input with attached addons: <InputGroup><InputGroupAddon>https://</InputGroupAddon><InputGroupInput/>
 * <InputGroupAddon align="end"><InputGroupButton>Go</InputGroupButton></InputGroupAddon></InputGroup>.
 * The group draws the border and focus ring, so the input inside is borderless.
 */
export function InputGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="input-group"
      role="group"
      className={cn(
        'flex h-9 w-full min-w-0 items-stretch overflow-hidden rounded-md border border-input bg-card text-sm transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/20 has-[[aria-invalid=true]]:border-danger has-[[aria-invalid=true]]:ring-danger/20 has-[:disabled]:opacity-55',
        className,
      )}
      {...props}
    />
  );
}

export function InputGroupInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input-group-input"
      type={type}
      className={cn(
        'min-w-0 flex-1 bg-transparent px-3 text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}

/** Text or an icon at the start/end; `variant="text"` gives it a muted box with a divider. */
export function InputGroupAddon({
  className,
  align = 'start',
  variant = 'plain',
  ...props
}: ComponentProps<'div'> & { align?: 'start' | 'end'; variant?: 'plain' | 'text' }) {
  return (
    <div
      data-slot="input-group-addon"
      data-align={align}
      className={cn(
        'flex shrink-0 items-center gap-1.5 text-muted-foreground select-none [&_svg]:size-4',
        align === 'end' ? 'order-last' : 'order-first',
        variant === 'text' ? cn('bg-muted px-3', align === 'end' ? 'border-l' : 'border-r') : align === 'end' ? 'pr-2' : 'pl-3',
        className,
      )}
      {...props}
    />
  );
}

export function InputGroupButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      data-slot="input-group-button"
      type={type}
      className={cn(
        'inline-flex h-7 cursor-pointer items-center justify-center gap-1 rounded px-2 text-xs font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
