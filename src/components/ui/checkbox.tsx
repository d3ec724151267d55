import { Checkbox as Primitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends ComponentProps<typeof Primitive.Root> {
  /** Replaces the check mark shown when checked (e.g. a lucide Heart); sized like it. */
  icon?: ReactNode;
}

export function Checkbox({ className, icon, ...props }: CheckboxProps) {
  return (
    <Primitive.Root
      data-slot="checkbox"
      // 18 px drawn, a 32 px target: the ::after box (8 px past the 16 px padding box) takes taps around it.
      className={cn(
        'peer relative inline-flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] border border-muted-foreground/60 bg-card text-white after:absolute after:-inset-2 transition-[background-color,border-color,box-shadow] duration-150 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid data-[state=indeterminate]:border-primary-solid data-[state=indeterminate]:bg-primary-solid',
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="flex items-center justify-center data-[state=checked]:animate-fade-in [&_svg]:size-3.5">
        {props.checked === 'indeterminate' ? (
          <Minus strokeWidth={3} aria-hidden="true" />
        ) : (
          (icon ?? <Check strokeWidth={3} aria-hidden="true" />)
        )}
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
