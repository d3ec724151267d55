import { useEffect, useRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface StepDef {
  title: string;
  subtitle?: string;
  icon?: LucideIcon;
}

/**
 * Step indicator: an ordered, labelled list joined by lines; the current step has aria-current="step"; invalid
 * steps turn the danger colour; finished steps are buttons that go back to them. Under `sm` only the current
 * step's title is shown (the others stay readable by screen readers), wrapped rather than cut.
 */
export function Steps({
  steps,
  current,
  invalid = [],
  label,
  onSelect,
}: {
  steps: StepDef[];
  current: number;
  invalid?: number[];
  label: string;
  onSelect?: (i: number) => void;
}) {
  return (
    <ol aria-label={label} className="mb-6 flex items-center gap-2 border-b pb-5 sm:gap-3">
      {steps.map((s, i) => {
        const Icon = s.icon;
        const bad = invalid.includes(i);
        const done = i < current && !bad;
        const active = i === current;
        const last = i === steps.length - 1;
        const content = (
          <>
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-md text-sm font-semibold transition-colors duration-200 [&_svg]:size-4.5',
                bad
                  ? 'bg-danger-solid text-white'
                  : active
                    ? 'bg-primary-solid text-white shadow-sm shadow-primary/30'
                    : done
                      ? 'bg-primary-soft text-primary-text'
                      : 'bg-muted text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {Icon ? <Icon /> : done ? <Check /> : i + 1}
            </span>
            <span className={cn('grid min-w-0 text-left', !active && 'sr-only sm:not-sr-only')}>
              <span
                className={cn(
                  'text-sm leading-tight font-semibold break-words sm:truncate sm:leading-normal',
                  bad ? 'text-danger-text' : active ? 'text-primary-text' : 'text-foreground',
                )}
              >
                {s.title}
              </span>
              {s.subtitle && <span className="hidden truncate text-xs text-muted-foreground md:block">{s.subtitle}</span>}
            </span>
          </>
        );
        return (
          <li
            key={s.title}
            aria-current={active ? 'step' : undefined}
            data-invalid={bad || undefined}
            className={cn('flex min-w-0 items-center gap-2 sm:gap-3', !last && 'flex-auto')}
          >
            {onSelect && i < current ? (
              <button
                type="button"
                className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                onClick={() => onSelect(i)}
              >
                {content}
              </button>
            ) : (
              <span className="flex min-w-0 items-center gap-3">{content}</span>
            )}
            {!last && (
              <span
                aria-hidden="true"
                className={cn('h-0.5 min-w-3 flex-1 rounded-full transition-colors duration-200', done ? 'bg-primary' : 'bg-border')}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Changing step removes or disables the control that had focus (a field of the old step, Back on the first step,
 * a finished step's button): `moveFocus()` before the step changes puts focus on the first field of the step then
 * shown (in `panel`), or on `panel` itself (give it tabIndex={-1}) when it holds no field, not on the page.
 */
export function useStepFocus(step: unknown) {
  const panel = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const el = panel.current;
    (el?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button[role=combobox]') ?? el)?.focus();
  }, [step]);
  return {
    panel,
    moveFocus: () => {
      pending.current = true;
    },
  };
}
