import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import type { InvoiceLine } from '../data/invoice';
import { lineCents } from './invoice-totals';

export interface ItemsForm {
  items: InvoiceLine[];
}

const cellInput = 'h-8 print:h-auto print:border-0 print:bg-transparent print:p-0 print:shadow-none';

/** The editable items table: one row per line, inline validation, amounts recomputed as you type. */
export function InvoiceItems({ form }: { form: UseFormReturn<ItemsForm> }) {
  const { t, i18n } = useTranslation('invoice');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  const money = (v: number) => formatCurrency(v, i18n.language);

  return (
    <div className="mt-6 min-w-0">
      <div className="relative max-w-full overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t('items.caption')}</caption>
          <thead>
            <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('items.description')}
              </th>
              <th scope="col" className="w-24 px-3 py-2 text-right font-semibold">
                {t('items.hours')}
              </th>
              <th scope="col" className="w-28 px-3 py-2 text-right font-semibold">
                {t('items.rate')}
              </th>
              <th scope="col" className="w-28 px-3 py-2 text-right font-semibold">
                {t('items.amount')}
              </th>
              <th scope="col" className="w-10 print:hidden">
                <span className="sr-only">{t('items.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const rowErr = errors?.[index];
              const cents = lineCents(items?.[index] ?? { hours: '', rate: '' });
              const n = index + 1;
              return (
                <tr key={field.id} className="border-b align-top">
                  <td className="py-2 pr-3">
                    <Input
                      {...form.register(`items.${index}.description`)}
                      aria-label={t('items.descriptionOf', { n })}
                      aria-invalid={rowErr?.description ? true : undefined}
                      dir="auto"
                      className={cellInput}
                    />
                    {rowErr?.description && (
                      <p role="alert" className="mt-1 text-xs text-danger-text">
                        {t('errors.description')}
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      {...form.register(`items.${index}.hours`)}
                      inputMode="decimal"
                      aria-label={t('items.hoursOf', { n })}
                      aria-invalid={rowErr?.hours ? true : undefined}
                      className={cn(cellInput, 'text-right')}
                    />
                    {rowErr?.hours && (
                      <p role="alert" className="mt-1 text-xs text-danger-text">
                        {t('errors.number')}
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      {...form.register(`items.${index}.rate`)}
                      inputMode="decimal"
                      aria-label={t('items.rateOf', { n })}
                      aria-invalid={rowErr?.rate ? true : undefined}
                      className={cn(cellInput, 'text-right')}
                    />
                    {rowErr?.rate && (
                      <p role="alert" className="mt-1 text-xs text-danger-text">
                        {t('errors.number')}
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-3.5 text-right font-medium tabular-nums print:py-2" data-testid={`amount-${index}`}>
                    {cents === null ? '—' : money(cents / 100)}
                  </td>
                  <td className="py-2 print:hidden">
                    <Button
                      variant="ghost"
                      color="danger"
                      size="icon-sm"
                      aria-label={t('items.remove', { n })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button
        variant="soft"
        size="sm"
        className="mt-3 print:hidden"
        onClick={() => append({ description: '', hours: '1', rate: '0' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        {t('items.add')}
      </Button>
    </div>
  );
}
