import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ChevronLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const schema = z
    .object({
      email: z
        .string()
        .trim()
        .min(1, t('validation.emailRequired'))
        .max(320)
        .pipe(z.email(t('validation.emailInvalid'))),
      password: z.string().min(1, t('validation.passwordRequired')).min(6, t('validation.passwordMin')).max(200),
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: t('validation.passwordMismatch') });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() => {
    toast.success(t('reset.successTitle'), { description: t('reset.successText') });
    navigate('/pages/login');
  });

  return (
    <AuthShell icon={ShieldCheck} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label={t('fields.email')} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            className="h-10"
            {...form.register('email')}
          />
        </Field>
        <Field label={t('fields.newPassword')} description={t('reset.passwordHint')} error={errors.password?.message} required>
          <PasswordInput autoComplete="new-password" placeholder="••••••••" {...form.register('password', { deps: ['confirmPassword'] })} />
        </Field>
        <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" placeholder="••••••••" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {t('reset.submit')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link to="/pages/login" className="inline-flex items-center gap-1 font-medium text-primary-text hover:underline">
          <ChevronLeft className="size-4" aria-hidden="true" /> {t('reset.back')}
        </Link>
      </p>
    </AuthShell>
  );
}
