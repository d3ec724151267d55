import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { AlertCircle, KeyRound, LogIn, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { ApiError, errorMessage } from '@/lib/api-client';
import { safeReturnPath } from '@/lib/safe-url';
import { isAuthenticated, useActiveUser, useIsAuthenticated, useSession } from '@/lib/session/session.store';
import { signOut } from '@/lib/session/sign-out';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { DEMO_ACCOUNTS, isAuthSuccess, type AuthSuccess, type SocialProviderId } from '../api/auth.contract';
import { postLogin } from '../api/auth.queries';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';
import { completeSignIn } from '../components/sign-in-result';
import { SocialButtons } from '../components/social-buttons';

const REMEMBERED_EMAIL_KEY = 'tessera.auth.rememberedEmail';
const SERVER_MESSAGES = {
  'Email Or Password Invalid': 'errors.invalidCredentials',
  'Something went wrong': 'errors.somethingWrong',
} as const;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = usePageSearchParams();
  const target = safeReturnPath(params.get('to'));
  const authenticated = useIsAuthenticated();
  const user = useActiveUser();
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const schema = z.object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, t('validation.emailRequired')), z.maxLength(320)),
      z.email(t('validation.emailInvalid')),
    ),
    password: z
      .string()
      .check(z.minLength(1, t('validation.passwordRequired')), z.minLength(6, t('validation.passwordMin')), z.maxLength(200)),
    remember: z.boolean(),
  });
  type Values = z.infer<typeof schema>;

  const remembered = readStored(REMEMBERED_EMAIL_KEY, z.email().check(z.maxLength(320)), null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: remembered
      ? { email: remembered, password: '', remember: true }
      : { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password, remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  const refuseIfSignedIn = (): boolean => {
    if (!isAuthenticated(useSession.getState())) return false;
    toast.warning(t('login.alreadyLoggedIn'), { id: 'already-logged-in' });
    return true;
  };

  const finish = (auth: AuthSuccess, providerId?: string): boolean => {
    const outcome = completeSignIn(t, auth, providerId);
    if (!outcome.ok) {
      setFormError(outcome.message);
      return false;
    }
    toast.success(t('login.welcomeBack', { name: auth.userData.displayName }), { id: 'signed-in' });
    navigate(target, { replace: true });
    return true;
  };

  /** `keep`: the server or the network failed, not the password; what was typed stays for a retry. */
  const fail = (message: string, keep?: boolean) => {
    setFormError(message);
    toast.error(message, { id: 'login-error' });
    if (!keep) form.setValue('password', '');
    form.setFocus('password');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current || refuseIfSignedIn()) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const res = await postLogin({ email: values.email, password: values.password });
      if (isAuthSuccess(res)) {
        if (values.remember) writeStored(REMEMBERED_EMAIL_KEY, values.email);
        else removeStored(REMEMBERED_EMAIL_KEY);
        finish(res);
      } else if ('error' in res && typeof res.error === 'string') {
        const key = SERVER_MESSAGES[res.error as keyof typeof SERVER_MESSAGES];
        fail(key ? t(key) : res.error, key !== SERVER_MESSAGES['Email Or Password Invalid']);
      } else {
        fail(t('errors.wrongCredentials'));
      }
    } catch (error) {
      const wrong = error instanceof ApiError && error.kind === 'unauthorized';
      fail(wrong ? t('errors.wrongCredentials') : errorMessage(error), !wrong);
    } finally {
      inFlight.current = false;
    }
  });

  const fillDemo = (account: (typeof DEMO_ACCOUNTS)[number]) => {
    form.setValue('email', account.email, { shouldValidate: true, shouldTouch: true });
    form.setValue('password', account.password, { shouldValidate: true, shouldTouch: true });
    setFormError(null);
  };

  const onSocial = (auth: AuthSuccess, provider: SocialProviderId) => {
    if (refuseIfSignedIn()) return;
    finish(auth, provider);
  };

  const hostedSignIn = async () => {
    if (refuseIfSignedIn()) return;
    try {
      // oidc-client-ts loads only when hosted sign-in is actually used.
      const { startHostedSignIn } = await import('../providers/oidc');
      await startHostedSignIn(target);
    } catch (error) {
      toast.error(t('errors.errorTitle'), { description: errorMessage(error), duration: 2500 });
    }
  };

  return (
    <AuthShell icon={LogIn} title={t('login.title')} subtitle={t('login.subtitle')}>
      {authenticated && (
        <Alert color="warning" className="mb-5">
          <TriangleAlert aria-hidden="true" />
          <AlertContent>
            <AlertTitle>{t('login.alreadyLoggedIn')}</AlertTitle>
            <AlertDescription>
              <p>{t('login.alreadyHint', { name: user.displayName })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link to={target} className={buttonVariants({ size: 'sm', color: 'warning' })}>
                  {t('login.goToDashboard')}
                </Link>
                <Button size="sm" variant="outline" color="warning" onClick={() => signOut(queryClient)}>
                  {t('login.logout')}
                </Button>
              </div>
            </AlertDescription>
          </AlertContent>
        </Alert>
      )}

      <div className="mb-5 rounded-lg border border-primary/25 bg-primary-soft/60 p-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-primary-text">
          <KeyRound className="size-4" aria-hidden="true" /> {t('login.demoTitle')}
        </p>
        <p className="mb-2 text-xs text-muted-foreground">{t('login.demoHint')}</p>
        <ul className="grid gap-1.5">
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.email}>
              <button
                type="button"
                onClick={() => fillDemo(account)}
                aria-label={t('login.demoUse', { role: t(`common:roles.${account.role}`) })}
                className="grid w-full cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 rounded-md bg-card px-3 py-2 text-left text-sm transition hover:ring-2 hover:ring-primary/30 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  className="row-span-2 flex size-8 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary-text uppercase"
                  aria-hidden="true"
                >
                  {account.role.slice(0, 1)}
                </span>
                <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <span className="truncate font-medium text-foreground">{account.email}</span>
                  <span className="font-mono text-xs text-muted-foreground">{account.password}</span>
                </span>
                <span className="text-xs font-semibold tracking-wide text-primary-text uppercase">{t(`common:roles.${account.role}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>

      <form
        // A new attempt retires the last attempt's message, valid or not (it would sit above the field errors).
        onSubmit={(e) => {
          setFormError(null);
          void onSubmit(e);
        }}
        noValidate
        className="grid gap-4"
        aria-describedby={formError ? 'login-form-error' : undefined}
      >
        {formError && (
          <Alert color="danger" id="login-form-error">
            <AlertCircle aria-hidden="true" />
            <AlertContent>
              <AlertDescription>{formError}</AlertDescription>
            </AlertContent>
          </Alert>
        )}
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
        <Field label={t('fields.password')} error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" placeholder="••••••••" {...form.register('password')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox id="login-remember" checked={form.watch('remember')} onCheckedChange={(v) => form.setValue('remember', v === true)} />
            <Label htmlFor="login-remember" className="font-normal">
              {t('login.rememberMe')}
            </Label>
          </div>
          <Link to="/pages/forgot-password" className="text-sm font-medium text-primary-text hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {t('login.submit')}
        </Button>
      </form>

      <p className="mt-5 mb-2 text-center text-sm text-muted-foreground">{t('login.newHere')}</p>
      <Link
        to={`/pages/register${params.get('to') ? `?to=${encodeURIComponent(target)}` : ''}`}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        {t('login.createAccount')}
      </Link>

      <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <Separator className="flex-1" /> {t('login.or')} <Separator className="flex-1" />
      </div>
      <SocialButtons blocked={refuseIfSignedIn} onSignedIn={onSocial} />
      {env.oidcAuthority && env.oidcClientId && (
        <Button variant="outline" color="secondary" className="mt-3 w-full" onClick={() => void hostedSignIn()}>
          {t('login.hosted')}
        </Button>
      )}
    </AuthShell>
  );
}
