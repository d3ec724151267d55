import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast';
import { useSession, type SignInOptions } from '@/lib/session/session.store';
import { TokenParseError } from '@/lib/session/jwt';
import type { AuthSuccess } from '../api/auth.contract';

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/**
 * Stores a successful sign-in. A token whose expiry can't be read is an error with its code (SPEC §8,
 * details in the console without the token); storage refusing the session (A9) keeps it in memory.
 */
export function completeSignIn(t: TFunction<'auth'>, auth: AuthSuccess, providerId?: string, options?: SignInOptions): SignInOutcome {
  try {
    const { stored } = useSession.getState().signIn(auth, providerId, options);
    if (!stored) toast.warning(t('errors.sessionNotSaved'), { id: 'session-not-saved', duration: 8000 });
    return { ok: true };
  } catch (error) {
    const code = error instanceof TokenParseError ? error.code : 'SIGN_IN_FAILED';
    console.warn(`Sign-in failed (${code}): the access token from the server could not be read.`);
    return { ok: false, message: t('errors.tokenParse', { code }) };
  }
}
