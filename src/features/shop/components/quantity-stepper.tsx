import { useEffect, useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QTY_MAX, QTY_MIN, useShopStore, type QuantityIssue } from '../store/cart.store';

/** 1–10 stepper; typed junk (0, -1, 1.5, abc, 1e9) is clamped or refused with a message (I3). */
export function QuantityStepper({ id, quantity, name }: { id: string; quantity: number; name: string }) {
  const { t } = useTranslation('shop');
  const setQuantity = useShopStore((s) => s.setQuantity);
  const [text, setText] = useState(String(quantity));
  const [issue, setIssue] = useState<QuantityIssue | null>(null);
  const msgId = useId();
  useEffect(() => setText(String(quantity)), [quantity]);
  const commit = (raw: unknown) => {
    const result = setQuantity(id, raw);
    setIssue(result.issue);
    setText(String(result.value ?? quantity));
  };
  const btn =
    'flex size-8 items-center justify-center rounded-md bg-muted text-foreground transition hover:bg-primary-soft hover:text-primary-text disabled:pointer-events-none disabled:opacity-50';
  return (
    <div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={btn}
          onClick={() => commit(quantity - 1)}
          disabled={quantity <= QTY_MIN}
          aria-label={t('qty.decrease')}
        >
          <Minus className="size-3.5" aria-hidden="true" />
        </button>
        <input
          value={text}
          inputMode="numeric"
          onChange={(e) => setText(e.target.value.slice(0, 12))}
          onBlur={() => commit(text)}
          onKeyDown={(e) => e.key === 'Enter' && commit(text)}
          aria-label={t('qty.label', { name })}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? msgId : undefined}
          className="h-8 w-12 rounded-md border border-input bg-card text-center text-sm tabular-nums outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/20"
        />
        <button
          type="button"
          className={btn}
          onClick={() => commit(quantity + 1)}
          disabled={quantity >= QTY_MAX}
          aria-label={t('qty.increase')}
        >
          <Plus className="size-3.5" aria-hidden="true" />
        </button>
      </div>
      {issue && (
        <p id={msgId} role="alert" className="mt-1 text-xs text-warning-text">
          {t(`qty.issue.${issue}`, { min: QTY_MIN, max: QTY_MAX })}
        </p>
      )}
    </div>
  );
}
