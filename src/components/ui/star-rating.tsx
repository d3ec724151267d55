import { useState, type ComponentProps, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const colors = {
  warning: 'text-warning',
  primary: 'text-primary',
  danger: 'text-danger',
  success: 'text-success',
  info: 'text-info',
  secondary: 'text-secondary',
} as const;
const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8', xl: 'size-10' } as const;

export type StarRatingProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'color' | 'children'> & {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called with the previewed value while hovering, and null when the pointer leaves. */
  onHoverChange?: (value: number | null) => void;
  /** Number of stars. */
  max?: number;
  /** Smallest change: 1 (whole stars), 0.5 (half stars), 0.01 (fluid). */
  step?: number;
  /** Keyboard increment; defaults to `step`, never finer than 0.1. */
  keyboardStep?: number;
  readOnly?: boolean;
  disabled?: boolean;
  size?: keyof typeof sizes;
  color?: keyof typeof colors;
  /** Custom star shape (any lucide-style icon). */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true'; strokeWidth?: number }>;
  /** Classes for every star icon (glow, border width…). */
  starClassName?: string;
  /** Text announced for a value (aria-valuetext). */
  getValueText?: (value: number, max: number) => string;
};

const round = (v: number, step: number) => Number((Math.round(v / step) * step).toFixed(4));

/**
 * A star rating with slider semantics: arrows (by `keyboardStep`), Home/End, Delete/Backspace resets to 0;
 * hover previews, click commits; half or fluid precision; read-only mode renders an image with a text alternative.
 */
export function StarRating({
  value,
  defaultValue = 0,
  onValueChange,
  onHoverChange,
  max = 5,
  step = 1,
  keyboardStep,
  readOnly = false,
  disabled = false,
  size = 'md',
  color = 'warning',
  icon: Icon = Star,
  starClassName,
  getValueText = (v, m) => `${v} / ${m}`,
  className,
  'aria-label': ariaLabel,
  ...props
}: StarRatingProps) {
  const [inner, setInner] = useState(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const current = Math.min(max, Math.max(0, value ?? inner));
  const shown = hover ?? current;
  const interactive = !readOnly && !disabled;
  const kStep = keyboardStep ?? Math.max(step, 0.1);

  const commit = (next: number) => {
    const v = Math.min(max, Math.max(0, round(next, step)));
    if (value === undefined) setInner(v);
    onValueChange?.(v);
  };
  const preview = (next: number | null) => {
    setHover(next);
    onHoverChange?.(next);
  };

  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (!rect.width) return current;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const x = rtl ? rect.right - e.clientX : e.clientX - rect.left;
    const raw = (Math.min(Math.max(x, 0), rect.width) / rect.width) * max;
    return Math.min(max, Math.max(step, Number((Math.ceil(Number((raw / step).toFixed(6))) * step).toFixed(4))));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const map: Record<string, number | undefined> = {
      ArrowRight: rtl ? current - kStep : current + kStep,
      ArrowLeft: rtl ? current + kStep : current - kStep,
      ArrowUp: current + kStep,
      ArrowDown: current - kStep,
      PageUp: current + 1,
      PageDown: current - 1,
      Home: 0,
      End: max,
      Delete: 0,
      Backspace: 0,
    };
    const next = map[e.key];
    if (next === undefined) return;
    e.preventDefault();
    commit(round(next, Math.min(step, kStep)));
  };

  const stars = Array.from({ length: max }, (_, i) => {
    const fill = Math.min(1, Math.max(0, shown - i));
    return (
      <span key={i} className="relative inline-flex shrink-0">
        <Icon aria-hidden="true" className={cn(sizes[size], 'text-muted-foreground/70', starClassName)} strokeWidth={1.5} />
        {fill > 0 && (
          <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
            <Icon
              aria-hidden="true"
              className={cn(sizes[size], 'max-w-none fill-current', colors[color], starClassName)}
              strokeWidth={1.5}
            />
          </span>
        )}
      </span>
    );
  });

  const text = getValueText(Number(current.toFixed(2)), max);
  if (readOnly) {
    return (
      <div
        role="img"
        data-slot="star-rating"
        data-readonly=""
        className={cn('inline-flex items-center gap-0.5', className)}
        {...props}
        aria-label={ariaLabel ? `${ariaLabel}: ${text}` : text}
      >
        {stars}
      </div>
    );
  }
  return (
    <div
      role="slider"
      aria-label={ariaLabel}
      data-slot="star-rating"
      tabIndex={disabled ? -1 : 0}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Number(current.toFixed(2))}
      aria-valuetext={text}
      aria-disabled={disabled || undefined}
      className={cn(
        'inline-flex w-fit cursor-pointer touch-none items-center gap-0.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
        className,
      )}
      onKeyDown={interactive ? onKeyDown : undefined}
      onPointerMove={interactive ? (e) => e.pointerType !== 'touch' && preview(fromPointer(e)) : undefined}
      onPointerLeave={interactive ? () => preview(null) : undefined}
      onPointerDown={interactive ? (e) => commit(fromPointer(e)) : undefined}
      {...props}
    >
      {stars}
    </div>
  );
}
