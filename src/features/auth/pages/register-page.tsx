import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/hooks/use-single-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertCircle, UserPlus } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { safeReturnPath } from '@/lib/safe-url';
import { isAuthenticated, useSession } from '@/lib/session/session.store';
import { postRegister } from '../api/auth.queries';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';
import { completeSignIn } from '../components/sign-in-result';

const SERVER_FIELD_MESSAGES: Record<string, 'errors.emailInUse' | 'validation.nameRequired'> = {
  'This email is already in use.': 'errors.emailInUse',
  'Please enter your name.': 'validation.nameRequired',
};

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The login page passes its ?to= on: after signing up the visitor lands where they were going.
  const [params] = usePageSearchParams();
  const to = params.get('to');
  const [formError, setFormError] = useState<string | null>(null);

  const schema = z
    .object({
      displayName: z.string().trim().min(1, t('validation.nameRequired')).max(120),
      email: z
        .string()
        .trim()
        .min(1, t('validation.emailRequired'))
        .max(320)
        .pipe(z.email(t('validation.emailInvalid'))),
      password: z
        .string()
        .min(1, t('validation.passwordRequired'))
        .min(6, t('validation.passwordLength'))
        .max(10, t('validation.passwordLength')),
      confirmPassword: z.string(),
      terms: z.boolean().refine((v) => v, t('validation.termsRequired')),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: t('validation.passwordMismatch') });
  type Values = z.infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const terms = form.watch('terms');
  const serverText = (text: string | undefined) =>
    text ? (SERVER_FIELD_MESSAGES[text] ? t(SERVER_FIELD_MESSAGES[text]) : text) : undefined;

  const onSubmit = useSingleSubmit(form, async (values) => {
    if (isAuthenticated(useSession.getState())) {
      toast.warning(t('login.alreadyLoggedIn'), { id: 'already-logged-in' });
      return;
    }
    setFormError(null);
    try {
      const res = await postRegister({ displayName: values.displayName, email: values.email, password: values.password });
      if ('userData' in res) {
        const outcome = completeSignIn(t, res);
        if (!outcome.ok) {
          setFormError(outcome.message);
          return;
        }
        toast.success(t('register.successTitle'), { description: t('register.successText') });
        navigate(safeReturnPath(to), { replace: true });
        return;
      }
      if (typeof res.error === 'string') {
        // The API's generic failure text, in the reader's language like the login page's.
        const message = res.error === 'Something went wrong' ? t('errors.somethingWrong') : res.error;
        setFormError(message);
        toast.error(t('errors.errorTitle'), { description: message, duration: Infinity });
        return;
      }
      const fieldErrors = res.error;
      const fields = (['displayName', 'email'] as const).filter((f) => fieldErrors[f]);
      for (const f of fields) form.setError(f, { type: 'server', message: serverText(fieldErrors[f]) });
      if (fields[0]) form.setFocus(fields[0]);
      toast.error(t('errors.errorTitle'), {
        description: fields.map((f) => serverText(fieldErrors[f])).join(' '),
        duration: Infinity,
        id: 'register-error',
      });
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      toast.error(t('errors.errorTitle'), { description: message, duration: Infinity, id: 'register-error' });
    }
  });

  return (
    <AuthShell icon={UserPlus} title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {formError && (
          <Alert color="danger">
            <AlertCircle aria-hidden="true" />
            <AlertContent>
              <AlertDescription>{formError}</AlertDescription>
            </AlertContent>
          </Alert>
        )}
        <Field label={t('fields.name')} error={errors.displayName?.message} required>
          <Input autoComplete="name" placeholder={t('fields.namePlaceholder')} className="h-10" {...form.register('displayName')} />
        </Field>
        <Field label={t('fields.email')} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            className="h-10"
            {...form.register('email')}
          />
        </Field>
        <Field label={t('fields.password')} description={t('register.passwordHint')} error={errors.password?.message} required>
          <PasswordInput autoComplete="new-password" placeholder="••••••••" {...form.register('password', { deps: ['confirmPassword'] })} />
        </Field>
        <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" placeholder="••••••••" {...form.register('confirmPassword')} />
        </Field>
        <div className="grid gap-1">
          <div className="flex items-start gap-2">
            <Checkbox
              id="register-terms"
              className="mt-0.5"
              checked={terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'register-terms-error' : undefined}
              onCheckedChange={(v) => form.setValue('terms', v === true, { shouldValidate: true })}
            />
            <Label htmlFor="register-terms" className="leading-5 font-normal">
              <Trans t={t} i18nKey="register.terms" components={[<span key="terms" className="font-medium text-[var(--heading)]" />]} />
            </Label>
          </div>
          {errors.terms && <FieldError id="register-terms-error">{errors.terms.message}</FieldError>}
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={!terms}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Link
          to={`/pages/login${to ? `?to=${encodeURIComponent(safeReturnPath(to))}` : ''}`}
          className="font-medium text-primary-text hover:underline"
        >
          {t('register.signInInstead')}
        </Link>
      </p>
    </AuthShell>
  );
}
