import { Slider as Primitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const colors = {
  primary: { range: 'bg-primary', thumb: 'border-primary-solid focus-visible:ring-primary/30' },
  secondary: { range: 'bg-secondary', thumb: 'border-secondary-solid focus-visible:ring-secondary/30' },
  success: { range: 'bg-success', thumb: 'border-success-solid focus-visible:ring-success/30' },
  danger: { range: 'bg-danger', thumb: 'border-danger-solid focus-visible:ring-danger/30' },
  warning: { range: 'bg-warning', thumb: 'border-warning-solid focus-visible:ring-warning/30' },
  info: { range: 'bg-info', thumb: 'border-info-solid focus-visible:ring-info/30' },
  dark: { range: 'bg-dark-text', thumb: 'border-dark-text focus-visible:ring-dark-text/30' },
} as const;

export type SliderProps = Omit<ComponentProps<typeof Primitive.Root>, 'color'> & {
  color?: keyof typeof colors;
  /** Accessible name per thumb (e.g. ["Minimum price", "Maximum price"]); one string names every thumb. */
  thumbLabels?: string | string[];
  /** Show the current value above each thumb. */
  showValue?: boolean;
  /** How a value reads: shown above the thumb (`showValue`) and what screen readers hear ("€120", not "120"). */
  formatValue?: (value: number) => string;
  /** Draw a tick for every step (keep steps coarse). */
  showTicks?: boolean;
};

export function Slider({
  className,
  color = 'primary',
  thumbLabels,
  showValue = false,
  formatValue,
  showTicks = false,
  ...props
}: SliderProps) {
  const { value, defaultValue, min = 0, max = 100, step = 1, onValueChange } = props;
  const [inner, setInner] = useState<number[]>(defaultValue ?? [min]);
  const current = value ?? inner;
  const ticks = showTicks ? Math.floor((max - min) / step) + 1 : 0;
  return (
    <Primitive.Root
      data-slot="slider"
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-55 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col',
        showValue && 'data-[orientation=horizontal]:mt-7',
        className,
      )}
      {...props}
      onValueChange={(v) => {
        setInner(v);
        onValueChange?.(v);
      }}
    >
      <Primitive.Track className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:w-1.5">
        <Primitive.Range
          className={cn('absolute data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full', colors[color].range)}
        />
      </Primitive.Track>
      {ticks > 1 && ticks <= 101 && (
        <div className="pointer-events-none absolute inset-x-2 flex justify-between" aria-hidden="true">
          {Array.from({ length: ticks }, (_, i) => (
            <span key={i} className="size-1 rounded-full bg-input" />
          ))}
        </div>
      )}
      {current.map((v, i) => (
        // 16 px drawn, a 32x32 target: the ::after box (10 px past the 12 px padding box) takes taps around the
        // thumb. Range thumbs can sit side by side, and the later one paints over the earlier: 24 px wide there,
        // so it covers the other's drawn thumb only once the two all but touch.
        <Primitive.Thumb
          key={i}
          aria-label={Array.isArray(thumbLabels) ? thumbLabels[i] : thumbLabels}
          aria-valuetext={formatValue?.(v)}
          className={cn(
            'relative block size-4 cursor-grab rounded-full border-2 bg-card shadow-sm after:absolute after:-inset-2.5 transition-[box-shadow,transform] duration-150 hover:scale-110 focus-visible:ring-4 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring active:cursor-grabbing disabled:pointer-events-none',
            current.length > 1 && 'data-[orientation=horizontal]:after:-inset-x-1.5 data-[orientation=vertical]:after:-inset-y-1.5',
            colors[color].thumb,
          )}
        >
          {showValue && (
            <span
              className="absolute -top-7 left-1/2 -translate-x-1/2 rounded bg-dark-solid px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap text-white tabular-nums"
              aria-hidden="true"
            >
              {formatValue ? formatValue(v) : v}
            </span>
          )}
        </Primitive.Thumb>
      ))}
    </Primitive.Root>
  );
}
