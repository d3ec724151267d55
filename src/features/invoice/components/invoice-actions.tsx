import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Printer, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const schema = z.object({ email: z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email')) });
type EmailForm = z.infer<typeof schema>;

export interface InvoiceActionsProps {
  /** Resolves false when the invoice itself is invalid (nothing is sent then). */
  onSend: (email: string) => Promise<boolean>;
  onDownload: () => void;
  onPrint: () => void;
}

/** Email + Send Invoice, Download and Print; hidden when printing. */
export function InvoiceActions({ onSend, onDownload, onPrint }: InvoiceActionsProps) {
  const { t } = useTranslation('invoice');
  // Validate on Send, then as the user corrects: the field is emptied after a send, and leaving it must not flag it.
  const form = useForm<EmailForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.email?.message;
  const submit = form.handleSubmit(async ({ email }) => {
    if (await onSend(email)) form.reset({ email: '' });
  });

  return (
    <Card className="mb-6 no-print print:hidden">
      <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <form onSubmit={submit} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-start lg:max-w-xl">
          <Field label={t('actions.emailLabel')} error={error ? t(`errors.${error as 'email'}`) : undefined} className="flex-1">
            <Input type="email" autoComplete="email" placeholder="name@example.com" {...form.register('email')} />
          </Field>
          <Button type="submit" className="sm:mt-6.5" loading={form.formState.isSubmitting}>
            {!form.formState.isSubmitting && <Send aria-hidden="true" />}
            {t('actions.send')}
          </Button>
        </form>
        <div className="flex flex-wrap gap-3 lg:mt-6.5">
          <Button variant="outline" color="secondary" onClick={onDownload}>
            <Download aria-hidden="true" />
            {t('actions.download')}
          </Button>
          <Button variant="outline" color="secondary" onClick={onPrint}>
            <Printer aria-hidden="true" />
            {t('actions.print')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
