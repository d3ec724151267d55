import type { ReactNode } from 'react';
import { Check, Pipette } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The building blocks of the customizer sheet (customizer-panel.tsx). */

/**
 * Three equal choices in a row; one whose word is longer ("Ausgeblendet") keeps its padding and takes the room it
 * needs from its neighbours, and the row wraps only when the words cannot share one line.
 */
export const CHOICE_ROW = 'flex flex-wrap gap-2 [&>*]:min-w-max [&>*]:flex-1';

export function Group({ label, labelId, children }: { label: string; labelId?: string; children: ReactNode }) {
  return (
    <section>
      <h3 id={labelId} className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {label}
      </h3>
      {children}
    </section>
  );
}

export function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex flex-col items-center justify-center gap-1.5 rounded-lg border px-3 py-3 text-sm transition hover:border-primary',
        pressed ? 'border-primary bg-primary-soft font-medium text-primary-text' : 'text-foreground',
      )}
    >
      {children}
    </button>
  );
}

export function Toggle({ checked, onChange, label }: { checked: boolean; onChange: (value: boolean) => void; label: string }) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
      {label}
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn('relative h-6 w-11 rounded-full transition-colors', checked ? 'bg-primary-solid' : 'bg-input')}
      >
        <span
          className={cn(
            'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </label>
  );
}

/** A swatch that opens the browser's colour picker; shows the custom colour once one is chosen. */
export function ColorPicker({
  label,
  value,
  custom,
  onChange,
}: {
  label: string;
  value: string;
  custom: boolean;
  onChange: (hex: string) => void;
}) {
  return (
    <label
      className={cn(
        'relative flex size-9 cursor-pointer items-center justify-center overflow-hidden rounded-lg text-muted-foreground ring-offset-2 ring-offset-card transition hover:scale-105 focus-within:outline-2 focus-within:outline-ring',
        custom ? 'ring-2 ring-foreground' : 'border-2 border-dashed border-input',
      )}
      style={custom ? { backgroundColor: value } : undefined}
      title={label}
    >
      <span className="sr-only">{label}</span>
      <input
        type="color"
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {custom ? <Check className="size-4 text-white drop-shadow" aria-hidden="true" /> : <Pipette className="size-4" aria-hidden="true" />}
    </label>
  );
}
