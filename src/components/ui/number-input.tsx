import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const sizes = {
  sm: { root: 'h-8 text-xs', button: 'w-8' },
  md: { root: 'h-9 text-sm', button: 'w-9' },
  lg: { root: 'h-11 text-base', button: 'w-11' },
} as const;

export interface NumberInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'min' | 'max' | 'step' | 'type'
> {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** PageUp/PageDown step (default 10 × step). */
  largeStep?: number;
  /** Number of decimals kept and shown (default: those of `step`). */
  precision?: number;
  size?: keyof typeof sizes;
  /** Accessible names of the −/+ buttons. */
  decrementLabel?: string;
  incrementLabel?: string;
  /** Classes of the −/+ buttons (e.g. a colour). */
  buttonClassName?: string;
}

function decimalsOf(n: number) {
  return String(n).split('.')[1]?.length ?? 0;
}

/**
 * Typed text as a number, NaN when it is not wholly a number ("12abc" is not 12). A decimal comma (German, French,
 * Portuguese) reads like a point; with both marks the last one is the decimal mark and the other groups thousands
 * (1.234,5 and 1,234.5 are both 1234.5), as are spaces (1 234,5); a typographic minus (−) counts.
 */
export function parseTyped(text: string): number {
  let t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  const lastComma = t.lastIndexOf(',');
  const lastPoint = t.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) t = lastComma > lastPoint ? t.replace(/\./g, '') : t.replace(/,/g, '');
  t = t.replace(',', '.');
  return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * A spinbutton with −/+ steppers: clamps to min/max (buttons disable at the limits), rounds to the
 * precision, and supports ArrowUp/Down, PageUp/Down, Home/End. Typed text is applied on blur or Enter. The value is
 * written with the UI language's decimal mark (1,50 in German), without grouping.
 */
export function NumberInput({
  value: valueProp,
  defaultValue = 0,
  onValueChange,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  largeStep,
  precision,
  size = 'md',
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  buttonClassName,
  className,
  disabled,
  onBlur,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const { i18n } = useTranslation();
  const digits = precision ?? decimalsOf(step);
  const clamp = (n: number) => Number(Math.min(max, Math.max(min, n)).toFixed(digits));
  const [inner, setInner] = useState(() => clamp(defaultValue));
  const value = valueProp ?? inner;
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (n: number) => {
    const next = clamp(Number.isFinite(n) ? n : value);
    setDraft(null);
    if (valueProp === undefined) setInner(next);
    if (next !== value) onValueChange?.(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const parsed = parseTyped(draft);
    commit(Number.isNaN(parsed) ? value : parsed);
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const typed = draft === null ? Number.NaN : parseTyped(draft);
    const base = Number.isNaN(typed) ? value : typed;
    const big = largeStep ?? step * 10;
    const actions: Record<string, () => void> = {
      ArrowUp: () => commit(base + step),
      ArrowDown: () => commit(base - step),
      PageUp: () => commit(base + big),
      PageDown: () => commit(base - big),
      Home: () => Number.isFinite(min) && commit(min),
      End: () => Number.isFinite(max) && commit(max),
      Enter: () => commitDraft(),
    };
    const action = actions[event.key];
    if (!action || (event.key === 'Home' && !Number.isFinite(min)) || (event.key === 'End' && !Number.isFinite(max))) return;
    if (event.key !== 'Enter') event.preventDefault();
    action();
  };

  const btn = cn(
    'flex shrink-0 cursor-pointer items-center justify-center bg-muted text-foreground transition-colors hover:bg-primary-soft hover:text-primary-text focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-45 [&_svg]:size-4',
    sizes[size].button,
    buttonClassName,
  );

  return (
    <div
      data-slot="number-input"
      className={cn(
        'inline-flex w-36 min-w-0 items-stretch overflow-hidden rounded-md border border-input bg-card transition-[border-color,box-shadow] focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/20 has-[[aria-invalid=true]]:border-danger',
        disabled && 'opacity-55',
        sizes[size].root,
        className,
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        className={btn}
        aria-label={decrementLabel}
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        type="text"
        inputMode={digits > 0 ? 'decimal' : 'numeric'}
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={Number.isFinite(min) ? min : undefined}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        autoComplete="off"
        disabled={disabled}
        className="min-w-0 flex-1 bg-transparent px-1 text-center text-foreground tabular-nums outline-none disabled:cursor-not-allowed"
        value={
          draft ??
          new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(
            value,
          )
        }
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => {
          commitDraft();
          onBlur?.(e);
        }}
        onKeyDown={handleKey}
        {...props}
      />
      <button
        type="button"
        tabIndex={-1}
        className={btn}
        aria-label={incrementLabel}
        disabled={disabled || value >= max}
        onClick={() => commit(value + step)}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
