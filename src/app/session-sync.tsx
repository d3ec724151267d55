import { useEffect } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useTranslation } from 'react-i18next';
import { apiHooks } from '@/lib/api-client';
import { isAuthenticated, SESSION_KEYS, useSession } from '@/lib/session/session.store';
import * as z from 'zod/mini';
import { clearDrafts, clearUserData } from '@/lib/session/sign-out';
import { readStored, writeStored } from '@/lib/storage';
import { loginRedirect } from './guards/route-gate';

const WATCHED = new Set<string>(Object.values(SESSION_KEYS));
/** Whose stored user data this browser holds (`identityOf`). */
const DATA_OWNER_KEY = 'tessera.session.dataOwner';

/** Who the cached data belongs to: the signed-in user, or null for the signed-out demo visitor. */
function identityOf(s: ReturnType<typeof useSession.getState>): string | null {
  return s.loggedIn && s.token !== null && s.user !== null ? `${s.user.providerId ?? ''}:${s.user.uid}` : null;
}

/**
 * Keeps the session honest: another tab signing out signs this one out too (C1), and a session the
 * API cannot renew ends with one notice and a trip to the login page with the way back (B3).
 */
export function SessionSync() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !WATCHED.has(event.key)) return;
      const was = isAuthenticated(useSession.getState());
      useSession.getState().hydrate();
      if (was && !isAuthenticated(useSession.getState())) {
        clearUserData(queryClient);
        navigate('/pages/login', { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, queryClient]);

  // C6: data fetched for someone else (another user, or the signed-out visitor before this sign-in)
  // is never shown to the user who signs in. Sign-out clears the cache itself (clearUserData).
  // Stored user data (cart, wish list, drafts) outlives an *expired* session for its owner, who signs in again to
  // find it; anyone else who signs in starts clean, even after a reload (the owner is stored).
  useEffect(() => {
    let identity = identityOf(useSession.getState());
    const claim = (next: string | null) => {
      if (next === null) return;
      const owner = readStored(DATA_OWNER_KEY, z.string(), null);
      // The query cache is handled below (refetched for the new identity); here only the stored data goes.
      if (owner !== null && owner !== next) {
        clearUserData();
        clearDrafts();
      }
      writeStored(DATA_OWNER_KEY, next);
    };
    claim(identity);
    return useSession.subscribe((state) => {
      const next = identityOf(state);
      if (next !== null && next !== identity) {
        claim(next);
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.resetQueries({ type: 'active' });
      }
      identity = next;
    });
  }, [queryClient]);

  useEffect(() => {
    apiHooks.onSessionExpired = () => {
      // Not a sign-out: the cached server data goes, the user's own stored data waits for them (see above).
      useSession.getState().signOut();
      queryClient.clear();
      toast.error(t('session.expired'), { id: 'session-expired' });
      navigate(loginRedirect(here), { replace: true });
    };
  }, [navigate, queryClient, here, t]);

  return null;
}
