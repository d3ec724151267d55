import { Fragment } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import type { InvoiceLine } from '../data/invoice';
import { lineCents } from './invoice-totals';

export interface ItemsForm {
  items: InvoiceLine[];
}

const cellInput = 'h-8 print:h-auto print:border-0 print:bg-transparent print:p-0 print:shadow-none';
/** Phones: each line is a small card (description on top, then hours, rate, amount) instead of a wide scrolling table. */
const stackedLabel = 'mb-1 block text-xs text-muted-foreground sm:hidden';

/** The editable items table: one row per line, inline validation, amounts recomputed as you type. */
export function InvoiceItems({ form }: { form: UseFormReturn<ItemsForm> }) {
  const { t, i18n } = useTranslation('invoice');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  const money = (v: number) => formatCurrency(v, i18n.language);
  // A row's Remove button goes with the row: focus moves to the Remove button now in its place (or the new last
  // one); with a single row left its button is disabled, so that row's description (the fallback) takes focus.
  const refocus = useFocusAfterRemove<HTMLTableElement, HTMLInputElement>({ skipDisabled: true });

  return (
    <div className="mt-6 min-w-0">
      <div className="relative max-w-full overflow-x-auto max-sm:overflow-visible">
        <table ref={refocus.container} className="w-full text-sm max-sm:block sm:min-w-[36rem]">
          <caption className="sr-only">{t('items.caption')}</caption>
          <thead className="max-sm:sr-only">
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
          <tbody className="max-sm:block">
            {fields.map((field, index) => {
              const rowErr = errors?.[index];
              const cents = lineCents(items?.[index] ?? { hours: '', rate: '' });
              const n = index + 1;
              // Hours and rate are narrow columns: their messages go on a full-width line under the row.
              const numberErrors = (['hours', 'rate'] as const).filter((key) => rowErr?.[key]);
              const errorId = (key: 'description' | 'hours' | 'rate') => (rowErr?.[key] ? `${field.id}-${key}-error` : undefined);
              const description = form.register(`items.${index}.description`);
              return (
                <Fragment key={field.id}>
                  <tr
                    className={cn(
                      'align-top max-sm:grid max-sm:grid-cols-[1fr_1fr_auto_auto] max-sm:gap-x-3 max-sm:pt-3',
                      numberErrors.length === 0 && 'border-b max-sm:pb-3',
                    )}
                  >
                    <td className="py-2 pr-3 max-sm:col-span-4 max-sm:p-0 max-sm:pb-2">
                      <Input
                        {...description}
                        ref={(el) => {
                          description.ref(el);
                          if (index === 0) refocus.fallback.current = el;
                        }}
                        aria-label={t('items.descriptionOf', { n })}
                        aria-invalid={rowErr?.description ? true : undefined}
                        aria-describedby={errorId('description')}
                        dir="auto"
                        className={cellInput}
                      />
                      {rowErr?.description && (
                        <FieldError id={errorId('description')} className="mt-1">
                          {t('errors.description')}
                        </FieldError>
                      )}
                    </td>
                    {(['hours', 'rate'] as const).map((field) => (
                      <td key={field} className="px-3 py-2 max-sm:p-0">
                        <span className={stackedLabel} aria-hidden="true">
                          {t(`items.${field}`)}
                        </span>
                        <Input
                          {...form.register(`items.${index}.${field}`)}
                          inputMode="decimal"
                          aria-label={t(`items.${field}Of`, { n })}
                          aria-invalid={rowErr?.[field] ? true : undefined}
                          aria-describedby={errorId(field)}
                          className={cn(cellInput, 'text-right')}
                        />
                      </td>
                    ))}
                    <td className="px-3 py-3.5 text-right font-medium tabular-nums max-sm:p-0 print:py-2">
                      <span className={stackedLabel} aria-hidden="true">
                        {t('items.amount')}
                      </span>
                      <span className="max-sm:flex max-sm:h-8 max-sm:items-center max-sm:justify-end" data-testid={`amount-${index}`}>
                        {cents === null ? '—' : money(cents / 100)}
                      </span>
                    </td>
                    <td className="py-2 max-sm:self-end max-sm:p-0 print:hidden">
                      <Button
                        variant="ghost"
                        color="danger"
                        size="icon-sm"
                        aria-label={t('items.remove', { n })}
                        data-action="remove-line"
                        disabled={fields.length === 1}
                        onClick={(e) => {
                          refocus.mark(e.currentTarget);
                          remove(index);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                  {numberErrors.length > 0 && (
                    <tr className="border-b max-sm:block max-sm:pb-3 print:hidden">
                      <td colSpan={5} className="pb-2 max-sm:block max-sm:pt-1 max-sm:pb-0">
                        {numberErrors.map((key) => (
                          <FieldError key={key} id={errorId(key)}>
                            {t('errors.inColumn', {
                              column: t(`items.${key}`),
                              message: t('errors.number'),
                              // React escapes the text; both parts are our own translations.
                            })}
                          </FieldError>
                        ))}
                      </td>
                    </tr>
                  )}
                </Fragment>
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
