import { CreditCard, Home, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STEPS = [
  { id: 'cart', icon: ShoppingCart },
  { id: 'address', icon: Home },
  { id: 'payment', icon: CreditCard },
] as const;

/** Cart → Address → Payment; done steps can be revisited, later ones are not clickable. */
export function CheckoutSteps({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  const { t } = useTranslation('shop');
  return (
    <nav aria-label={t('checkout.steps')} className="rounded-lg border border-border/60 bg-card p-3 shadow-card">
      <ol className="flex items-center gap-1 sm:gap-3">
        {STEPS.map(({ id, icon: Icon }, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li key={id} className={cn('flex min-w-0 items-center gap-1 sm:gap-3', i < STEPS.length - 1 && 'flex-1')}>
              <button
                type="button"
                onClick={() => onStep(i)}
                disabled={state === 'todo'}
                aria-current={state === 'current' ? 'step' : undefined}
                className="flex min-w-0 items-center gap-2 rounded-md p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full transition',
                    state === 'current' && 'bg-primary-solid text-white shadow-md shadow-primary/30',
                    state === 'done' && 'bg-primary-soft text-primary-text',
                    state === 'todo' && 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span
                  className={cn(
                    'text-sm font-medium whitespace-nowrap',
                    state === 'todo' ? 'text-muted-foreground' : 'text-[var(--heading)]',
                    // Phones show only the current step's label; the others stay the buttons' names (not display: none).
                    state !== 'current' && 'sr-only sm:not-sr-only',
                  )}
                >
                  {t(`checkout.step.${id}`)}
                </span>
              </button>
              {i < STEPS.length - 1 && (
                <span className={cn('h-px min-w-3 flex-1', i < step ? 'bg-primary' : 'bg-border')} aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
