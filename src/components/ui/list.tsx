import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function List({ className, divided = true, ...props }: ComponentProps<'ul'> & { divided?: boolean }) {
  return <ul data-slot="list" className={cn('flex flex-col', divided && 'divide-y', className)} {...props} />;
}

export function ListHeader({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="list-header"
      className={cn('px-1 pt-3 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

export interface ListItemProps extends Omit<ComponentProps<'li'>, 'title'> {
  /** Leading icon (decorative) or an <Avatar>. */
  icon?: ReactNode;
  avatar?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right side: extra content, a badge, or action buttons. */
  action?: ReactNode;
}

export function ListItem({ icon, avatar, title, subtitle, action, className, children, ...props }: ListItemProps) {
  return (
    <li data-slot="list-item" className={cn('flex items-center gap-3 px-1 py-3', className)} {...props}>
      {icon && (
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text [&_svg]:size-4.5"
          aria-hidden="true"
        >
          {icon}
        </span>
      )}
      {avatar}
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-medium text-[var(--heading)]">{title}</div>
        {subtitle && <div className="truncate text-xs text-muted-foreground">{subtitle}</div>}
        {children}
      </div>
      {action && <div className="flex shrink-0 items-center gap-1.5">{action}</div>}
    </li>
  );
}
