import { Progress as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const fills = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark-text',
} as const;

const tracks = {
  primary: 'bg-primary-soft',
  secondary: 'bg-secondary-soft',
  success: 'bg-success-soft',
  danger: 'bg-danger-soft',
  warning: 'bg-warning-soft',
  info: 'bg-info-soft',
  dark: 'bg-dark-soft',
} as const;

export type ProgressColor = keyof typeof fills;

export type ProgressProps = Omit<ComponentProps<typeof Primitive.Root>, 'color'> & {
  /** 0..max; `null` renders an indeterminate bar. */
  value?: number | null;
  color?: ProgressColor;
  /** Bar height in px (2–12 in the demos). */
  height?: number;
  /** Name for assistive technology when no visible label is linked with aria-labelledby. */
  label?: string;
};

export function Progress({ className, value = 0, max = 100, color = 'primary', height = 6, label, style, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
  const pct = clamped === null ? 0 : (clamped / max) * 100;
  // Read out in the reader's language: "65 %" in German and French, "65%" in English.
  const { i18n } = useTranslation();

  return (
    <Primitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      aria-label={props['aria-labelledby'] ? undefined : label}
      getValueLabel={(v, m) => formatNumber(v / m, i18n.language, { style: 'percent', maximumFractionDigits: 0 })}
      className={cn('relative w-full overflow-hidden rounded-full', tracks[color], className)}
      style={{ height, ...style }}
      {...props}
    >
      <Primitive.Indicator
        className={cn(
          'h-full rounded-full',
          fills[color],
          clamped === null ? 'w-1/3 animate-[nav-progress_1.4s_ease-in-out_infinite]' : 'w-full transition-transform duration-500 ease-out',
        )}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - pct}%)` }}
      />
    </Primitive.Root>
  );
}
