import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type SummaryState = 'idle' | 'valid' | 'invalid';

/**
 * The outcome of a submit: "All fields are valid", or how many fields need attention followed by their names,
 * each a button that takes the focus to that field (`onPick`). `invalid` lists the fields in page order.
 */
export function ValidationSummary<N extends string>({
  state,
  invalid,
  onPick,
}: {
  state: SummaryState;
  invalid: { name: N; label: string }[];
  onPick: (name: N) => void;
}) {
  const { t } = useTranslation('form-demos');
  const count = invalid.length;
  // Errors are re-checked on blur: once the user has fixed them all, "0 fields need attention" would be noise.
  if (state === 'idle' || (state === 'invalid' && count === 0)) return null;
  const ok = state === 'valid';
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      className={cn(
        'grid gap-1.5 rounded-md px-3 py-2 text-sm',
        ok ? 'bg-success-soft text-success-text' : 'bg-danger-soft text-danger-text',
      )}
    >
      <p role="status" className="flex items-center gap-2 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {ok ? t('validation.allValid') : t('validation.invalidCount', { count })}
      </p>
      {!ok && (
        <ul aria-label={t('validation.fixList')} className="flex flex-wrap gap-x-3 gap-y-1 ps-6">
          {invalid.map((f) => (
            <li key={f.name}>
              <button
                type="button"
                className="cursor-pointer rounded-sm text-start underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                onClick={() => onPick(f.name)}
              >
                {f.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
