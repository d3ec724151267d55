import type { LucideIcon } from 'lucide-react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface StepDef {
  title: string;
  subtitle?: string;
  icon?: LucideIcon;
}

/** Step indicator: an ordered, labelled list; the current step has aria-current="step"; invalid steps turn the danger colour. */
export function Steps({ steps, current, invalid = [], label, onSelect }: { steps: StepDef[]; current: number; invalid?: number[]; label: string; onSelect?: (i: number) => void }) {
  return (
    <ol aria-label={label} className="mb-6 grid gap-3 sm:flex sm:flex-wrap sm:gap-6">
      {steps.map((s, i) => {
        const Icon = s.icon;
        const bad = invalid.includes(i);
        const done = i < current && !bad;
        const active = i === current;
        const content = (
          <>
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-md text-sm font-semibold transition-colors [&_svg]:size-4.5',
                bad ? 'bg-danger-solid text-white' : active ? 'bg-primary-solid text-white' : done ? 'bg-primary-soft text-primary-text' : 'bg-muted text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {Icon ? <Icon /> : done ? <Check /> : i + 1}
            </span>
            <span className="grid text-left">
              <span className={cn('text-sm font-semibold', bad ? 'text-danger-text' : active ? 'text-primary-text' : 'text-foreground')}>{s.title}</span>
              {s.subtitle && <span className="text-xs text-muted-foreground">{s.subtitle}</span>}
            </span>
          </>
        );
        return (
          <li key={s.title} aria-current={active ? 'step' : undefined} data-invalid={bad || undefined} className="flex items-center gap-3">
            {onSelect && i < current ? (
              <button type="button" className="flex cursor-pointer items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" onClick={() => onSelect(i)}>
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
