import { ToggleGroup as Primitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const toggleVariants = cva(
  'inline-flex cursor-pointer items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow] duration-150 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        outline:
          'border border-input bg-card text-foreground hover:bg-muted data-[state=on]:border-primary-solid data-[state=on]:bg-primary-solid data-[state=on]:text-white',
        soft: 'bg-muted text-foreground hover:bg-primary-soft hover:text-primary-text data-[state=on]:bg-primary-soft data-[state=on]:text-primary-text',
      },
      size: { sm: 'h-8 px-2.5 text-xs', md: 'h-9 px-3', lg: 'h-11 px-4 text-base', icon: 'size-9 p-0' },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
);

type ToggleStyle = VariantProps<typeof toggleVariants>;
const StyleContext = createContext<ToggleStyle>({});

/** Buttons acting as a radio (type="single") or checkbox (type="multiple") set; items expose aria-pressed / aria-checked. */
export function ToggleGroup({
  className,
  variant,
  size,
  attached = true,
  children,
  ...props
}: ComponentProps<typeof Primitive.Root> & ToggleStyle & { attached?: boolean }) {
  return (
    <Primitive.Root
      data-slot="toggle-group"
      data-attached={attached || undefined}
      className={cn(
        'inline-flex w-fit items-center data-[orientation=vertical]:flex-col',
        attached
          ? 'rounded-md shadow-xs [&>*]:rounded-none [&>*:first-child]:rounded-s-md [&>*:last-child]:rounded-e-md [&>*:not(:first-child)]:-ms-px data-[orientation=vertical]:[&>*:first-child]:rounded-t-md data-[orientation=vertical]:[&>*:first-child]:rounded-s-none data-[orientation=vertical]:[&>*:last-child]:rounded-b-md data-[orientation=vertical]:[&>*:last-child]:rounded-e-none data-[orientation=vertical]:[&>*:not(:first-child)]:-mt-px data-[orientation=vertical]:[&>*:not(:first-child)]:ms-0'
          : 'gap-1 [&>*]:rounded-md',
        className,
      )}
      {...props}
    >
      <StyleContext.Provider value={{ variant, size }}>{children}</StyleContext.Provider>
    </Primitive.Root>
  );
}

export function ToggleGroupItem({ className, variant, size, ...props }: ComponentProps<typeof Primitive.Item> & ToggleStyle) {
  const style = useContext(StyleContext);
  return (
    <Primitive.Item
      data-slot="toggle-group-item"
      className={cn(toggleVariants({ variant: variant ?? style.variant, size: size ?? style.size }), className)}
      {...props}
    />
  );
}
