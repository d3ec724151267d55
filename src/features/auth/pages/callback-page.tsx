import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { completeSignIn } from '../components/sign-in-result';
import { CallbackError, completeHostedSignIn } from '../providers/oidc';

type View = { status: 'loading' } | { status: 'error'; reason: CallbackError['reason']; detail?: string };

const TEXT = {
  'not-configured': 'callback.notConfigured',
  'no-params': 'callback.noParams',
  provider: 'callback.providerRefused',
  invalid: 'callback.generic',
} as const;

/** Return from the hosted sign-in (OIDC code + PKCE). Errors are text; the URL loses code/state. */
export default function CallbackPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const url = `${window.location.origin}${location.pathname}${location.search}`;
    completeHostedSignIn(url)
      .then(({ user, claims, returnTo }) => {
        if (!live) return;
        const sub = claims.sub;
        const outcome = completeSignIn(
          t,
          {
            userData: {
              uid: sub,
              displayName: claims.name ?? claims.email ?? sub,
              email: claims.email ?? '',
              photoURL: claims.picture ?? '',
            },
            accessToken: user.access_token,
          },
          sub.includes('|') ? sub.slice(0, sub.indexOf('|')) : 'oidc',
          { expiresAt: (user.expires_at ?? claims.exp) * 1000 },
        );
        if (!outcome.ok) {
          setView({ status: 'error', reason: 'invalid', detail: outcome.message });
          return;
        }
        if (window.location.pathname === '/callback') window.history.replaceState(window.history.state, '', '/callback');
        navigate(returnTo, { replace: true });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (window.location.pathname === '/callback' && window.location.search)
          window.history.replaceState(window.history.state, '', '/callback');
        setView(
          error instanceof CallbackError
            ? { status: 'error', reason: error.reason, detail: error.detail }
            : { status: 'error', reason: 'invalid' },
        );
      });
    return () => {
      live = false;
    };
  }, [location.pathname, location.search, navigate, t]);

  if (view.status === 'loading') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8" aria-busy="true">
        <Spinner className="size-10 text-primary-text" label="" />
        <h1 className="text-xl text-[var(--heading)]" role="status">
          {t('callback.processing')}
        </h1>
      </div>
    );
  }

  return (
    <div className="flex flex-1 items-center justify-center p-4 sm:p-8">
      <div className="w-full max-w-lg animate-slide-up rounded-2xl border bg-card p-8 text-center shadow-card">
        <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger-text">
          <CircleAlert className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl text-[var(--heading)]">{t('callback.failedTitle')}</h1>
        <div role="alert" className="mt-3 text-muted-foreground">
          <p>{t(TEXT[view.reason])}</p>
          {view.detail && (
            <p className="mt-3 rounded-md bg-muted px-3 py-2 text-left text-sm break-words">
              <span className="font-medium text-foreground">{t('callback.providerSaid')}</span> {view.detail}
            </p>
          )}
        </div>
        <Link to="/pages/login" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          {t('callback.backToLogin')}
        </Link>
      </div>
    </div>
  );
}
