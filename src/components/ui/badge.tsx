import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      color: {
        primary: 'bg-primary-soft text-primary-text',
        secondary: 'bg-secondary-soft text-secondary-text',
        success: 'bg-success-soft text-success-text',
        danger: 'bg-danger-soft text-danger-text',
        warning: 'bg-warning-soft text-warning-text',
        info: 'bg-info-soft text-info-text',
        dark: 'bg-dark-soft text-dark-text',
      },
      variant: { soft: '', solid: 'text-white', outline: 'border bg-transparent' },
    },
    compoundVariants: [
      { variant: 'solid', color: 'primary', className: 'bg-primary-solid text-white' },
      { variant: 'solid', color: 'success', className: 'bg-success-solid text-white' },
      { variant: 'solid', color: 'danger', className: 'bg-danger-solid text-white' },
      { variant: 'solid', color: 'warning', className: 'bg-warning-solid text-white' },
      { variant: 'solid', color: 'info', className: 'bg-info-solid text-white' },
      { variant: 'solid', color: 'secondary', className: 'bg-secondary-solid text-white' },
      { variant: 'solid', color: 'dark', className: 'bg-dark-solid text-white' },
    ],
    defaultVariants: { color: 'primary', variant: 'soft' },
  },
);

export type BadgeProps = Omit<ComponentProps<'span'>, 'color'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, color, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ color, variant }), className)} {...props} />;
}
