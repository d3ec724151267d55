import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Hexagon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download';
import { formatCurrency, formatDate } from '@/lib/format';
import { INVOICE } from '../data/invoice';
import { InvoiceActions } from '../components/invoice-actions';
import { invoiceHtml } from '../components/invoice-download';
import { InvoiceItems, type ItemsForm } from '../components/invoice-items';
import { computeTotals, DISCOUNT_PERCENT, parseAmount, TAX_PERCENT } from '../components/invoice-totals';

const amount = z.string().refine((v) => parseAmount(v) !== null, 'number');
const schema = z.object({
  items: z
    .array(z.object({ description: z.string().trim().min(1, 'description').max(200, 'description'), hours: amount, rate: amount }))
    .min(1),
});

function Party({
  title,
  name,
  extra,
  lines,
  email,
  phone,
}: {
  title: string;
  name: string;
  extra?: string;
  lines: readonly string[];
  email: string;
  phone: string;
}) {
  return (
    <div className="min-w-0">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <p className="font-medium text-[var(--heading)]">{name}</p>
      {extra && <p>{extra}</p>}
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      <p className="break-all">{email}</p>
      <p>{phone}</p>
    </div>
  );
}

/** The sample amounts ("22.5") written with the language's decimal mark ("22,5" in French); parseAmount reads both. */
function localAmount(value: string, locale: string) {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return value.replace('.', mark);
}

export default function InvoicePage() {
  const { t, i18n } = useTranslation('invoice');
  const form = useForm<ItemsForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      items: INVOICE.items.map((i) => ({ ...i, rate: localAmount(i.rate, i18n.language), hours: localAmount(i.hours, i18n.language) })),
    },
    mode: 'onTouched',
  });
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const totals = computeTotals(items);
  const money = (v: number) => formatCurrency(v, i18n.language);
  const date = (d: string) => formatDate(d, i18n.language, 'medium');
  const country = new Intl.DisplayNames(i18n.language, { type: 'region' }).of(INVOICE.bank.country) ?? INVOICE.bank.country;

  const send = async (email: string) => {
    // Invalid rows: the first bad field gets focus so it can be fixed at once.
    if (!(await form.trigger(undefined, { shouldFocus: true }))) {
      toast.error(t('toast.invalid'));
      return false;
    }
    toast.success(t('toast.sent', { email }));
    return true;
  };
  const download = () => {
    const html = invoiceHtml(form.getValues('items'), {
      title: t('title'),
      description: t('items.description'),
      hours: t('items.hours'),
      rate: t('items.rate'),
      amount: t('items.amount'),
      subtotal: t('totals.subtotal'),
      discount: t('totals.discount', { percent: DISCOUNT_PERCENT }),
      tax: t('totals.tax', { percent: TAX_PERCENT }),
      total: t('totals.total'),
      issued: t('issued'),
      due: t('due'),
      from: t('from'),
      billTo: t('billTo'),
      bank: { title: t('bank.title'), bank: t('bank.bank'), country: t('bank.country'), iban: t('bank.iban'), swift: t('bank.swift') },
      thanks: t('thanks'),
      lang: i18n.language,
      money,
      date,
      countryName: country,
    });
    downloadBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), `invoice-${INVOICE.number.replace(/\W+/g, '-')}.html`);
    toast.success(t('toast.downloaded'));
  };

  const rows: [string, number][] = [
    [t('totals.subtotal'), totals.subtotal],
    [t('totals.discount', { percent: DISCOUNT_PERCENT }), -totals.discount],
    [t('totals.tax', { percent: TAX_PERCENT }), totals.tax],
  ];

  return (
    <div className="min-w-0">
      <InvoiceActions onSend={send} onDownload={download} onPrint={() => window.print()} />
      <Card className="min-w-0 print:border-0 print:shadow-none">
        <CardContent className="p-5 sm:p-8">
          <div className="flex flex-col justify-between gap-6 sm:flex-row">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary-solid text-white" aria-hidden="true">
                <Hexagon className="size-7" />
              </span>
              <div>
                <p className="text-xl font-semibold text-[var(--heading)]">Tessera</p>
                <p className="text-sm text-muted-foreground">{INVOICE.from.name}</p>
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:text-right">
              <dt className="text-muted-foreground">{t('number')}</dt>
              <dd className="font-semibold text-[var(--heading)]">#{INVOICE.number}</dd>
              <dt className="text-muted-foreground">{t('issued')}</dt>
              <dd>{date(INVOICE.issued)}</dd>
              <dt className="text-muted-foreground">{t('due')}</dt>
              <dd>{date(INVOICE.due)}</dd>
            </dl>
          </div>
          <div className="mt-8 grid gap-6 text-sm sm:grid-cols-2">
            <Party
              title={t('from')}
              name={INVOICE.from.name}
              lines={INVOICE.from.lines}
              email={INVOICE.from.email}
              phone={INVOICE.from.phone}
            />
            <Party
              title={t('billTo')}
              name={INVOICE.to.name}
              extra={INVOICE.to.company}
              lines={INVOICE.to.lines}
              email={INVOICE.to.email}
              phone={INVOICE.to.phone}
            />
          </div>
          <InvoiceItems form={form} />
          <div className="mt-6 flex flex-col-reverse justify-between gap-6 sm:flex-row">
            <div className="text-sm">
              <h2 className="mb-2 font-semibold text-[var(--heading)]">{t('bank.title')}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t('bank.bank')}</dt>
                <dd>{INVOICE.bank.bank}</dd>
                <dt className="text-muted-foreground">{t('bank.country')}</dt>
                <dd>{country}</dd>
                <dt className="text-muted-foreground">{t('bank.iban')}</dt>
                <dd className="break-all">{INVOICE.bank.iban}</dd>
                <dt className="text-muted-foreground">{t('bank.swift')}</dt>
                <dd>{INVOICE.bank.swift}</dd>
              </dl>
            </div>
            <dl className="grid min-w-60 grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm" aria-live="polite">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-right tabular-nums">{money(value)}</dd>
                </div>
              ))}
              {/* One divider across both columns (a border on each cell would break at the column gap). */}
              <div className="col-span-2 grid grid-cols-subgrid items-baseline border-t pt-2">
                <dt className="font-semibold text-[var(--heading)]">{t('totals.total')}</dt>
                <dd className="text-right text-lg font-semibold text-primary-text tabular-nums" data-testid="invoice-total">
                  {money(totals.total)}
                </dd>
              </div>
            </dl>
          </div>
          {totals.invalidRows > 0 && (
            <p className="mt-3 text-xs text-warning-text print:hidden">{t('invalidRows', { count: totals.invalidRows })}</p>
          )}
          <p className="mt-8 border-t pt-4 text-sm text-muted-foreground">{t('thanks')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
