import { RadioGroup as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControlProps } from './field';

/** Inside a <Field>, the group is named by the field label (aria-labelledby) and gets its error wiring. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  const { id: _id, ...field } = useFieldControlProps(props['aria-describedby'], true);
  return (
    <Primitive.Root
      data-slot="radio-group"
      className={cn('grid gap-2.5', className)}
      {...field}
      {...props}
      aria-describedby={field['aria-describedby']}
    />
  );
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      data-slot="radio-group-item"
      // 18 px drawn, a 32 px target: the ::after box (8 px past the 16 px padding box) takes taps around it.
      className={cn(
        'peer relative inline-flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-muted-foreground/60 bg-card after:absolute after:-inset-2 transition-[border-color,box-shadow] duration-150 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger data-[state=checked]:border-primary-solid',
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="block size-2.5 rounded-full bg-primary-solid data-[state=checked]:animate-fade-in" />
    </Primitive.Item>
  );
}
