import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Rocket } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { timeLeft } from '../components/countdown';

/** Launch date: VITE_LAUNCH_DATE (ISO) or a fixed default, so the countdown is configurable. */
const LAUNCH = (() => {
  const configured = Date.parse(String(import.meta.env.VITE_LAUNCH_DATE ?? ''));
  return Number.isFinite(configured) ? configured : Date.UTC(2027, 5, 1, 9, 0, 0);
})();

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export default function ComingSoonPage() {
  const { t } = useTranslation('system-pages');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = timeLeft(LAUNCH, now);

  const schema = z.object({ email: z.string().trim().min(1, t('comingSoon.emailRequired')).email(t('comingSoon.emailInvalid')) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' }, mode: 'onTouched' });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(({ email }) => {
    toast.success(t('comingSoon.subscribed', { email }));
    form.reset();
  });

  return (
    <div className="flex flex-1 items-center justify-center p-4 sm:p-8">
      <div className="w-full max-w-2xl rounded-2xl border bg-card/95 p-6 text-center shadow-card sm:p-12 animate-slide-up">
        <div className="mx-auto mb-6 flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-primary/25 to-info/10 text-primary-text">
          <Rocket className="size-14" strokeWidth={1.25} aria-hidden="true" />
        </div>
        <h1 className="text-2xl sm:text-3xl">{t('comingSoon.title')}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">{t('comingSoon.text')}</p>
        <div className="mt-8 grid grid-cols-4 gap-2 sm:gap-4" role="timer" aria-live="off" aria-label={t('comingSoon.countdown')}>
          {UNITS.map((unit) => (
            <div key={unit} className="rounded-xl border bg-muted/50 px-1 py-4">
              <span className="block text-2xl font-bold text-[var(--heading)] tabular-nums sm:text-4xl">
                {String(left[unit]).padStart(2, '0')}
              </span>
              <span className="text-xs text-muted-foreground sm:text-sm">{t(`comingSoon.units.${unit}`, { count: left[unit] })}</span>
            </div>
          ))}
        </div>
        <div className="my-8 flex items-center gap-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          <span className="h-px flex-1 bg-border" /> {t('comingSoon.subscribe')} <span className="h-px flex-1 bg-border" />
        </div>
        <p className="mb-4 text-sm text-muted-foreground">{t('comingSoon.note')}</p>
        <form onSubmit={onSubmit} noValidate className="mx-auto flex max-w-md flex-col gap-2 text-left sm:flex-row sm:items-start">
          <div className="flex-1">
            <Label htmlFor="notify-email" className="sr-only">
              {t('comingSoon.email')}
            </Label>
            <Input
              id="notify-email"
              type="email"
              autoComplete="email"
              placeholder={t('comingSoon.email')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'notify-email-error' : undefined}
              {...form.register('email')}
            />
            {error && (
              <FieldError id="notify-email-error" className="mt-1 text-sm">
                {error}
              </FieldError>
            )}
          </div>
          <Button type="submit">{t('comingSoon.notifyMe')}</Button>
        </form>
      </div>
    </div>
  );
}
