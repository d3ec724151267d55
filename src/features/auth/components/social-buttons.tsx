import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../api/auth.contract';
import { postSocial } from '../api/auth.queries';
import { getSocialProvider, ProviderError } from '../providers';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.6 4.6 0 0 1-2 3.02v2.5h3.24c1.9-1.75 2.96-4.33 2.96-7.33Z"
        opacity=".9"
      />
      <path
        fill="currentColor"
        d="M12 22c2.7 0 4.98-.9 6.64-2.44l-3.24-2.5c-.9.6-2.05.95-3.4.95-2.6 0-4.82-1.76-5.6-4.13H3.06v2.6A10 10 0 0 0 12 22Z"
        opacity=".7"
      />
      <path fill="currentColor" d="M6.4 13.88a6 6 0 0 1 0-3.76v-2.6H3.06a10 10 0 0 0 0 8.96l3.34-2.6Z" opacity=".5" />
      <path
        fill="currentColor"
        d="M12 5.98c1.47 0 2.8.5 3.84 1.5l2.87-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.94 5.52l3.34 2.6C7.18 7.74 9.4 5.98 12 5.98Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}

function TwitterIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M23.95 4.57a10 10 0 0 1-2.82.77 4.96 4.96 0 0 0 2.16-2.72c-.95.56-2 .96-3.12 1.19a4.92 4.92 0 0 0-8.38 4.48A13.94 13.94 0 0 1 1.64 3.16a4.92 4.92 0 0 0 1.52 6.57 4.9 4.9 0 0 1-2.23-.61v.06a4.92 4.92 0 0 0 3.95 4.83 4.96 4.96 0 0 1-2.21.08 4.93 4.93 0 0 0 4.6 3.42A9.87 9.87 0 0 1 0 19.54a13.94 13.94 0 0 0 7.55 2.21c9.05 0 14-7.5 14-13.98 0-.21 0-.42-.02-.63A9.94 9.94 0 0 0 24 4.59z"
      />
    </svg>
  );
}

function GithubIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.07 1.83 2.8 1.3 3.49 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3"
      />
    </svg>
  );
}

const ICONS = { google: GoogleIcon, facebook: FacebookIcon, twitter: TwitterIcon, github: GithubIcon } as const;
const TONES = {
  google: 'text-danger-text hover:bg-danger-soft',
  facebook: 'text-info-text hover:bg-info-soft',
  twitter: 'text-info-text hover:bg-info-soft',
  github: 'text-[var(--heading)] hover:bg-muted',
} as const;

interface SocialButtonsProps {
  /** Refuses the attempt (already signed in): return true to stop. */
  blocked: () => boolean;
  onSignedIn: (auth: Awaited<ReturnType<typeof postSocial>>, provider: SocialProviderId) => void;
}

/** Google, Facebook, Twitter and GitHub through one adapter; a failure is a danger toast "Error" for 2.5 s (SPEC §8). */
export function SocialButtons({ blocked, onSignedIn }: SocialButtonsProps) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<SocialProviderId | null>(null);

  const signIn = async (id: SocialProviderId) => {
    if (busy || blocked()) return;
    setBusy(id);
    try {
      const profile = await getSocialProvider(id).signIn();
      const auth = await postSocial(id, profile);
      onSignedIn(auth, id);
    } catch (error) {
      const message =
        error instanceof ProviderError
          ? error.reason === 'popup-blocked'
            ? t('errors.popupBlocked')
            : error.reason === 'popup-closed'
              ? t('errors.popupClosed')
              : error.reason === 'timeout'
                ? t('errors.providerTimeout')
                : (error.detail ?? t('errors.somethingWrong'))
          : errorMessage(error);
      toast.error(t('errors.errorTitle'), { description: message, duration: 2500, id: 'social-sign-in-error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex justify-center gap-3">
      {SOCIAL_PROVIDERS.map((id) => {
        const Icon = ICONS[id];
        const label = t('login.socialWith', { provider: t(`providers.${id}`) });
        return (
          <Button
            key={id}
            variant="outline"
            color="secondary"
            size="icon"
            className={`size-11 ${TONES[id]} [&_svg]:size-5`}
            onClick={() => void signIn(id)}
            loading={busy === id}
            disabled={busy !== null && busy !== id}
            aria-label={label}
            title={label}
          >
            {busy === id ? null : <Icon />}
          </Button>
        );
      })}
    </div>
  );
}
