import type { QueryClient } from '@tanstack/react-query';
import { useSession } from './session.store';

/** Persisted user-scoped data (cart, wish list, drafts…) lives under this prefix so sign-out can clear it all. */
export const USER_DATA_PREFIX = 'tessera.user.';

/** Unsaved form input kept for a session that ends mid-edit (drafts.ts), in sessionStorage per uid. */
export const DRAFT_PREFIX = 'tessera.draft.';

const cleanups = new Set<() => void>();

/** In-memory stores register here to be emptied at sign-out (C6). */
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function clearUserData(queryClient?: QueryClient): void {
  queryClient?.cancelQueries().catch(() => undefined);
  queryClient?.clear();
  try {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(USER_DATA_PREFIX));
    keys.forEach((k) => localStorage.removeItem(k));
  } catch {
    /* storage unavailable */
  }
  cleanups.forEach((fn) => fn());
}

/** Logout (SPEC §4): clears the flag, expiry, token and user info, then every user-scoped store. */
export function signOut(queryClient?: QueryClient): void {
  useSession.getState().signOut();
  clearUserData(queryClient);
  // Leaving on purpose drops unsaved drafts too; a session that merely expired keeps them for the return.
  clearDrafts();
}

/** Every draft of every user in this tab (explicit sign-out, or another user signing in). */
export function clearDrafts(): void {
  try {
    Object.keys(sessionStorage)
      .filter((k) => k.startsWith(DRAFT_PREFIX))
      .forEach((k) => sessionStorage.removeItem(k));
  } catch {
    /* storage unavailable */
  }
}
