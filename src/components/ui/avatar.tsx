import { Avatar as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { safeImageSrc } from '@/lib/safe-url';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-visible rounded-full font-semibold select-none',
  {
    variants: {
      size: { xs: 'size-6 text-[10px]', sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-24 text-2xl' },
      color: {
        primary: 'bg-primary-soft text-primary-text',
        success: 'bg-success-soft text-success-text',
        danger: 'bg-danger-soft text-danger-text',
        warning: 'bg-warning-soft text-warning-text',
        info: 'bg-info-soft text-info-text',
        secondary: 'bg-secondary-soft text-secondary-text',
        dark: 'bg-dark-soft text-dark-text',
      },
    },
    defaultVariants: { size: 'md', color: 'primary' },
  },
);

export const STATUS_COLORS = {
  online: 'bg-success',
  offline: 'bg-secondary',
  away: 'bg-warning',
  'do not disturb': 'bg-danger',
} as const;

export interface AvatarProps extends VariantProps<typeof avatarVariants> {
  src?: string | null;
  name: string;
  className?: string;
  status?: keyof typeof STATUS_COLORS;
  /** Decorative avatars (next to a visible name) are hidden from assistive technology. */
  decorative?: boolean;
  /** Shown instead of the initials when there is no image (e.g. a lucide icon). */
  icon?: ReactNode;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ src, name, size, color, className, status, decorative = false, icon }: AvatarProps) {
  const safe = safeImageSrc(src);
  return (
    <Primitive.Root
      className={cn(avatarVariants({ size, color }), className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {safe && <Primitive.Image src={safe} alt="" className="size-full rounded-full object-cover" />}
      {/* With an image, the initials fade in only after 300 ms (no flash while a cached image decodes). A CSS delay
          rather than Radix's delayMs: its timer sets state after mount, outside any user action. */}
      <Primitive.Fallback
        className={cn(
          'flex size-full items-center justify-center rounded-full [&_svg]:size-1/2',
          safe && '[animation:fade-in_150ms_ease-out_300ms_both]',
        )}
      >
        {icon ?? initials(name)}
      </Primitive.Fallback>
      {status && (
        <span
          className={cn('absolute right-0 bottom-0 size-[28%] min-h-2 min-w-2 rounded-full ring-2 ring-card', STATUS_COLORS[status])}
          aria-hidden="true"
        />
      )}
    </Primitive.Root>
  );
}
