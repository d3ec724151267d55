import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';

const EMPTY = { name: '', email: '', message: '' };

/** Name, Email and Message with validation on blur and submit; Submit (valid) and Cancel both clear it. */
export function ContactFormCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = z.object({
    name: z.string().trim().min(1, t('basic.contact.errors.name')).max(80),
    email: z
      .string()
      .trim()
      .min(1, t('basic.contact.errors.emailRequired'))
      .pipe(z.email(t('basic.contact.errors.email'))),
    message: z.string().trim().min(10, t('basic.contact.errors.message')).max(1000),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ name }) => {
    setSentTo(name);
    toast.success(t('basic.contact.sent', { name }));
    form.reset(EMPTY);
  });
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('basic.contact.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onReset={() => {
            form.reset(EMPTY);
            setSentTo(null);
          }}
          noValidate
          className="grid gap-4"
        >
          <Field label={t('basic.contact.name')} error={errors.name?.message} required>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field label={t('basic.contact.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label={t('basic.contact.message')} error={errors.message?.message} required>
            <Textarea rows={4} maxLength={1000} {...form.register('message')} />
          </Field>
          {sentTo && (
            <p role="status" className="text-sm text-success-text">
              {t('basic.contact.sent', { name: sentTo })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">
              <Send aria-hidden="true" />
              {t('basic.contact.submit')}
            </Button>
            <Button type="reset" variant="outline" color="secondary">
              {t('basic.contact.cancel')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
