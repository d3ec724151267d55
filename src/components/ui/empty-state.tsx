import type { ComponentProps, ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  icon?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  size?: 'sm' | 'md';
}

export function EmptyState({ icon, title, description, action, size = 'md', className, ...props }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center text-center animate-fade-in',
        size === 'sm' ? 'gap-2 px-4 py-6' : 'gap-3 px-6 py-12',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'flex items-center justify-center rounded-full bg-primary-soft text-primary-text [&_svg]:shrink-0',
          size === 'sm' ? 'size-10 [&_svg]:size-5' : 'size-14 [&_svg]:size-7',
        )}
        aria-hidden="true"
      >
        {icon ?? <Inbox />}
      </div>
      <p className={cn('font-semibold text-[var(--heading)]', size === 'sm' ? 'text-sm' : 'text-base')}>{title ?? t('states.empty')}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
