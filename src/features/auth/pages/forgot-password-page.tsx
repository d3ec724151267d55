import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ChevronLeft, KeyRound, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthShell } from '../components/auth-shell';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-5 text-center text-sm">
      <Link to="/pages/login" className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline">
        <ChevronLeft className="size-4" aria-hidden="true" /> {t('forgot.back')}
      </Link>
    </p>
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('validation.emailRequired'))
      .max(320)
      .pipe(z.email(t('validation.emailInvalid'))),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  // The form and the "check your inbox" panel replace each other: focus follows, instead of falling to <body>.
  const sentRef = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
    else if (returning.current) {
      returning.current = false;
      form.setFocus('email');
    }
  }, [sentTo, form]);

  if (sentTo) {
    return (
      <AuthShell icon={MailCheck} title={t('forgot.sentTitle')}>
        <div
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="grid gap-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success-text">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <p className="text-muted-foreground">{t('forgot.sentText', { email: sentTo })}</p>
          <Button
            variant="outline"
            color="secondary"
            onClick={() => {
              returning.current = true;
              setSentTo(null);
            }}
          >
            {t('forgot.tryAnother')}
          </Button>
        </div>
        <BackToLogin />
      </AuthShell>
    );
  }

  return (
    <AuthShell icon={KeyRound} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={form.handleSubmit(({ email }) => setSentTo(email))} noValidate className="grid gap-4">
        <Field label={t('fields.email')} error={error} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            className="h-10"
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {t('forgot.submit')}
        </Button>
      </form>
      <BackToLogin />
    </AuthShell>
  );
}
