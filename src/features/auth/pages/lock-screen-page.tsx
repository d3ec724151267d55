import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/hooks/use-single-submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertCircle, Lock, LockOpen } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { safeReturnPath } from '@/lib/safe-url';
import { useActiveUser } from '@/lib/session/session.store';
import { signOut } from '@/lib/session/sign-out';
import { DEMO_ACCOUNTS, isAuthSuccess } from '../api/auth.contract';
import { postLogin } from '../api/auth.queries';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';
import { completeSignIn } from '../components/sign-in-result';

export default function LockScreenPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = usePageSearchParams();
  const location = useLocation();
  const user = useActiveUser();
  const email = user.email ?? DEMO_ACCOUNTS[0].email;
  const [formError, setFormError] = useState<string | null>(null);

  const schema = z.object({ password: z.string().min(1, t('validation.passwordRequired')).max(200) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;

  /** `keep`: the server or the network failed, not the password; what was typed stays for a retry. */
  const fail = (message: string, keep?: boolean) => {
    setFormError(message);
    if (!keep) form.setValue('password', '');
    form.setFocus('password');
  };

  const onSubmit = useSingleSubmit(form, async ({ password }) => {
    try {
      const res = await postLogin({ email, password });
      if (isAuthSuccess(res)) {
        const outcome = completeSignIn(t, res, user.providerId);
        if (!outcome.ok) return fail(outcome.message);
        // Back to the last page: the ?to= target, else the page before this one (the menu's link has no ?to=).
        const to = params.get('to');
        if (to || location.key === 'default') navigate(safeReturnPath(to), { replace: true });
        else navigate(-1);
      } else {
        fail(t('lock.wrongPassword'));
      }
    } catch (e) {
      const wrong = e instanceof ApiError && e.kind === 'unauthorized';
      fail(wrong ? t('lock.wrongPassword') : errorMessage(e), !wrong);
    }
  });

  const header = (
    <div className="mb-5 flex items-center gap-4">
      <Avatar src={user.photoURL} name={user.displayName} size="lg" status={user.status} decorative />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-[var(--heading)]">{user.displayName}</p>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
      </div>
    </div>
  );

  return (
    <AuthShell icon={Lock} header={header} title={t('lock.title')} subtitle={t('lock.subtitle')}>
      <form
        onSubmit={(e) => {
          // A new attempt retires the last attempt's message (it would sit above "enter your password").
          setFormError(null);
          onSubmit(e);
        }}
        noValidate
        className="grid gap-4"
      >
        {formError && (
          <Alert color="danger">
            <AlertCircle aria-hidden="true" />
            <AlertContent>
              <AlertDescription>{formError}</AlertDescription>
            </AlertContent>
          </Alert>
        )}
        {/* Lets password managers match the saved login. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t('fields.password')} error={error} required>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the lock screen's only field: the user came here to type the password */}
          <PasswordInput autoComplete="current-password" placeholder="••••••••" autoFocus {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          <LockOpen aria-hidden="true" /> {t('lock.submit')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        {t('lock.notYou', { name: user.displayName })}{' '}
        <Link to="/pages/login" onClick={() => signOut(queryClient)} className="font-medium text-primary-text hover:underline">
          {t('lock.signInOther')}
        </Link>
      </p>
    </AuthShell>
  );
}
