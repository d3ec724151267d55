import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow,transform] duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:translate-y-px disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: '',
        outline: 'border bg-transparent',
        soft: '',
        ghost: 'bg-transparent',
        link: 'h-auto bg-transparent p-0 underline-offset-4 hover:underline',
      },
      color: {
        primary: '',
        secondary: '',
        success: '',
        danger: '',
        warning: '',
        info: '',
        dark: '',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-9 px-4',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9 p-0',
        'icon-sm': 'size-8 p-0',
      },
    },
    compoundVariants: [
      {
        variant: 'solid',
        color: 'primary',
        className:
          'bg-primary-solid text-white shadow-sm hover:bg-[color-mix(in_oklab,var(--primary-solid),black_12%)] hover:shadow-md hover:shadow-primary/25',
      },
      {
        variant: 'solid',
        color: 'secondary',
        className: 'bg-secondary-solid text-white hover:bg-[color-mix(in_oklab,var(--secondary-solid),black_12%)]',
      },
      {
        variant: 'solid',
        color: 'success',
        className: 'bg-success-solid text-white hover:bg-[color-mix(in_oklab,var(--success-solid),black_12%)]',
      },
      {
        variant: 'solid',
        color: 'danger',
        className: 'bg-danger-solid text-white hover:bg-[color-mix(in_oklab,var(--danger-solid),black_12%)]',
      },
      {
        variant: 'solid',
        color: 'warning',
        className: 'bg-warning-solid text-white hover:bg-[color-mix(in_oklab,var(--warning-solid),black_12%)]',
      },
      { variant: 'solid', color: 'info', className: 'bg-info-solid text-white hover:bg-[color-mix(in_oklab,var(--info-solid),black_12%)]' },
      { variant: 'solid', color: 'dark', className: 'bg-dark-solid text-white hover:bg-[color-mix(in_oklab,var(--dark-solid),black_12%)]' },
      { variant: 'outline', color: 'primary', className: 'border-primary text-primary-text hover:bg-primary-soft' },
      { variant: 'outline', color: 'secondary', className: 'border-input text-foreground hover:bg-muted' },
      { variant: 'outline', color: 'success', className: 'border-success text-success-text hover:bg-success-soft' },
      { variant: 'outline', color: 'danger', className: 'border-danger text-danger-text hover:bg-danger-soft' },
      { variant: 'outline', color: 'warning', className: 'border-warning text-warning-text hover:bg-warning-soft' },
      { variant: 'outline', color: 'info', className: 'border-info text-info-text hover:bg-info-soft' },
      { variant: 'outline', color: 'dark', className: 'border-dark-text text-dark-text hover:bg-dark-soft' },
      { variant: 'soft', color: 'primary', className: 'bg-primary-soft text-primary-text hover:bg-primary/20' },
      { variant: 'soft', color: 'secondary', className: 'bg-secondary-soft text-secondary-text hover:bg-secondary/20' },
      { variant: 'soft', color: 'success', className: 'bg-success-soft text-success-text hover:bg-success/20' },
      { variant: 'soft', color: 'danger', className: 'bg-danger-soft text-danger-text hover:bg-danger/20' },
      { variant: 'soft', color: 'warning', className: 'bg-warning-soft text-warning-text hover:bg-warning/20' },
      { variant: 'soft', color: 'info', className: 'bg-info-soft text-info-text hover:bg-info/20' },
      { variant: 'soft', color: 'dark', className: 'bg-dark-soft text-dark-text hover:bg-dark/20' },
      { variant: 'ghost', color: 'primary', className: 'text-primary-text hover:bg-primary-soft' },
      { variant: 'ghost', color: 'secondary', className: 'text-foreground hover:bg-muted' },
      { variant: 'ghost', color: 'success', className: 'text-success-text hover:bg-success-soft' },
      { variant: 'ghost', color: 'danger', className: 'text-danger-text hover:bg-danger-soft' },
      { variant: 'ghost', color: 'warning', className: 'text-warning-text hover:bg-warning-soft' },
      { variant: 'ghost', color: 'info', className: 'text-info-text hover:bg-info-soft' },
      { variant: 'ghost', color: 'dark', className: 'text-dark-text hover:bg-dark-soft' },
      { variant: 'link', color: 'primary', className: 'text-primary-text' },
      { variant: 'link', color: 'danger', className: 'text-danger-text' },
    ],
    defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
  },
);

export type ButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; loading?: boolean; focusableWhenDisabled?: boolean };

/**
 * `loading` shows a spinner and ignores presses, but keeps the button focusable (aria-disabled): a focused button
 * that becomes disabled drops keyboard focus to <body>, so the user would lose their place on every save.
 * `focusableWhenDisabled` does the same for `disabled`: use it on a button that can disable itself when pressed
 * (Previous on page 2, Reset, Refresh while it loads), so that the keyboard stays where it was.
 */
export function Button({
  className,
  variant,
  color,
  size,
  asChild = false,
  loading = false,
  focusableWhenDisabled = false,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const inactive = !asChild && (loading || (focusableWhenDisabled && disabled === true));
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, color, size }), className)}
      disabled={asChild || focusableWhenDisabled ? undefined : disabled}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops the form submission a submit button's click (or Enter in a field) would start.
      onClick={inactive ? (e) => e.preventDefault() : onClick}
      {...(asChild ? {} : { type: props.type ?? 'button' })}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner className="size-4" label="" />}
          {children}
        </>
      )}
    </Comp>
  );
}
