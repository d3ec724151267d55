import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Read-only stars; the label carries the value for screen readers. */
export function RatingStars({
  value,
  label,
  className,
  size = 'size-4',
}: {
  value: number;
  label?: string;
  className?: string;
  size?: string;
}) {
  const rounded = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={cn(size, i < rounded ? 'fill-warning text-warning' : 'fill-muted text-muted-foreground/40')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
