import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm animate-fade-in [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      color: {
        primary: 'border-primary/30 bg-primary-soft text-primary-text',
        secondary: 'border-secondary/30 bg-secondary-soft text-secondary-text',
        success: 'border-success/30 bg-success-soft text-success-text',
        danger: 'border-danger/30 bg-danger-soft text-danger-text',
        warning: 'border-warning/40 bg-warning-soft text-warning-text',
        info: 'border-info/30 bg-info-soft text-info-text',
        dark: 'border-dark/20 bg-dark-soft text-dark-text',
      },
      variant: { soft: '', solid: 'border-transparent text-white', outline: 'bg-transparent' },
    },
    compoundVariants: [
      { variant: 'solid', color: 'primary', className: 'bg-primary-solid text-white' },
      { variant: 'solid', color: 'secondary', className: 'bg-secondary-solid text-white' },
      { variant: 'solid', color: 'success', className: 'bg-success-solid text-white' },
      { variant: 'solid', color: 'danger', className: 'bg-danger-solid text-white' },
      { variant: 'solid', color: 'warning', className: 'bg-warning-solid text-white' },
      { variant: 'solid', color: 'info', className: 'bg-info-solid text-white' },
      { variant: 'solid', color: 'dark', className: 'bg-dark-solid text-white' },
    ],
    defaultVariants: { color: 'primary', variant: 'soft' },
  },
);

export type AlertProps = Omit<ComponentProps<'div'>, 'color'> &
  VariantProps<typeof alertVariants> & {
    /** Shows a close (×) button; the parent decides whether the alert stays rendered. */
    onClose?: () => void;
    closeLabel?: string;
  };

/** role="alert" for danger/warning (announced at once), role="status" otherwise; override with `role`. */
export function Alert({ className, color, variant, onClose, closeLabel, children, role, ...props }: AlertProps) {
  const { t } = useTranslation();
  const urgent = color === 'danger' || color === 'warning';
  return (
    <div
      data-slot="alert"
      role={role ?? (urgent ? 'alert' : 'status')}
      className={cn(alertVariants({ color, variant }), onClose && 'pr-10', className)}
      {...props}
    >
      {children}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          // A 24 px mark, a 32 px target: the ::after box takes the taps around it.
          className="absolute top-2.5 right-2.5 cursor-pointer rounded-md p-1 opacity-75 after:absolute after:-inset-1 after:content-[''] transition hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring dark:hover:bg-white/10"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{closeLabel ?? t('actions.close')}</span>
        </button>
      )}
    </div>
  );
}

/** Not a heading: an alert sits at any depth of a page, and a fixed level would break the page's outline. */
export function AlertTitle({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="alert-title" className={cn('mb-0.5 font-semibold text-current', className)} {...props}>
      {children}
    </div>
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('text-sm [&_p]:leading-relaxed', className)} {...props} />;
}

/** Wraps title + description beside a leading icon. */
export function AlertContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-content" className={cn('grid min-w-0 flex-1 gap-0.5', className)} {...props} />;
}
