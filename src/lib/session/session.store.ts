import { create } from 'zustand';
import * as z from 'zod/mini';
import type { Role } from '../access';
import { readStored, removeStored, writeStored } from '../storage';
import { DEMO_GUEST, expirySchema, userInfoSchema, type AuthSuccess, type UserInfo } from './session.schema';
import { readTokenExpiry } from './jwt';

export const SESSION_KEYS = { user: 'userInfo', token: 'accessToken', expiry: 'tokenExpiry', flag: 'loggedIn' } as const;

interface SessionSnapshot {
  user: UserInfo | null;
  token: string | null;
  expiry: number | null;
  loggedIn: boolean;
  /** true when the browser refused to store the session (kept in memory only). */
  memoryOnly: boolean;
}

interface SessionState extends SessionSnapshot {
  /** Throws TokenParseError when the token's expiry cannot be read. `stored: false` = memory only (A9). */
  signIn: (auth: AuthSuccess, providerId?: string, options?: SignInOptions) => { stored: boolean };
  signOut: () => void;
  setRole: (role: Role) => void;
  updateUser: (patch: Partial<Omit<UserInfo, 'uid' | 'userRole'>>) => void;
  /** Re-reads storage (start-up, and when another tab changed it). */
  hydrate: () => void;
}

const tokenSchema = z.string().check(z.minLength(10), z.maxLength(8192));

/**
 * Reads the session from storage (untrusted input). The stored expiry is never trusted on its own:
 * for a JWT the earlier of the stored expiry and the token's `exp` wins.
 */
function readSnapshot(): SessionSnapshot {
  const user = readStored(SESSION_KEYS.user, userInfoSchema, null as UserInfo | null);
  const token = readStored(SESSION_KEYS.token, tokenSchema, null as string | null, { raw: true });
  let expiry = readStored(SESSION_KEYS.expiry, expirySchema, null as number | null, { raw: true });
  const loggedIn = readStored(SESSION_KEYS.flag, z.literal('true'), null, { raw: true }) === 'true';
  if (token && expiry !== null && token.split('.').length === 3) {
    try {
      expiry = Math.min(expiry, readTokenExpiry(token));
    } catch {
      expiry = null;
    }
  }
  return { user, token, expiry, loggedIn, memoryOnly: false };
}

export interface SignInOptions {
  /** Expiry in ms when the token is not a JWT (hosted sign-in); otherwise read from the token. */
  expiresAt?: number;
  /**
   * Renewal of the same user's session: keep the role the session has (SPEC §6: access starts from the
   * stored role, which the user may change; guards are cosmetic, the server enforces). D2.
   */
  keepRole?: boolean;
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readSnapshot(),
  signIn: ({ userData, accessToken }, providerId = 'jwt', options = {}) => {
    const expiry = options.expiresAt !== undefined && Number.isFinite(options.expiresAt) ? options.expiresAt : readTokenExpiry(accessToken);
    const previous = get().user;
    const previousRole = previous?.userRole;
    const sameUser = options.keepRole === true && previous !== null && previous.uid === String(userData.uid);
    const user = userInfoSchema.parse({
      uid: userData.uid,
      displayName: userData.displayName,
      about: userData.about ?? '',
      photoURL: userData.photoURL ?? '',
      status: userData.status ?? 'online',
      userRole: sameUser ? previous.userRole : (userData.userRole ?? previousRole ?? 'admin'),
      email: userData.email,
      providerId,
    });
    const stored =
      writeStored(SESSION_KEYS.user, user) &&
      writeStored(SESSION_KEYS.token, accessToken, { raw: true }) &&
      writeStored(SESSION_KEYS.expiry, expiry, { raw: true }) &&
      writeStored(SESSION_KEYS.flag, 'true', { raw: true });
    // Half a session in storage would be read back as garbage: keep all of it or none of it.
    if (!stored) Object.values(SESSION_KEYS).forEach(removeStored);
    set({ user, token: accessToken, expiry, loggedIn: true, memoryOnly: !stored });
    return { stored };
  },
  signOut: () => {
    Object.values(SESSION_KEYS).forEach(removeStored);
    set({ user: null, token: null, expiry: null, loggedIn: false, memoryOnly: false });
  },
  setRole: (role) => {
    const user = { ...(get().user ?? DEMO_GUEST), userRole: role };
    writeStored(SESSION_KEYS.user, user);
    set({ user });
  },
  updateUser: (patch) => {
    const user = userInfoSchema.parse({ ...(get().user ?? DEMO_GUEST), ...patch });
    writeStored(SESSION_KEYS.user, user);
    set({ user });
  },
  hydrate: () => set(readSnapshot()),
}));

export function isAuthenticated(s: SessionSnapshot, now: number = Date.now()): boolean {
  return s.loggedIn && s.token !== null && s.user !== null && s.expiry !== null && s.expiry > now;
}

/** The active user: the stored one, or the demo guest (SPEC §3 defaults) when nothing is stored. */
function activeUser(s: SessionSnapshot): UserInfo {
  return s.user ?? DEMO_GUEST;
}

export function activeRole(s: SessionSnapshot): Role | null {
  return activeUser(s).userRole;
}

export function useIsAuthenticated(): boolean {
  return useSession((s) => isAuthenticated(s));
}
export function useActiveUser(): UserInfo {
  return useSession((s) => activeUser(s));
}
export function useRole(): Role | null {
  return useSession((s) => activeRole(s));
}
