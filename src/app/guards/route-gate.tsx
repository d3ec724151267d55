import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { env } from '@/config/env';
import { can } from '@/lib/access';
import type { PageEntry } from '@/lib/route-manifest';
import { useIsAuthenticated, useRole } from '@/lib/session/session.store';

const NOT_AUTHORIZED_PATH = '/pages/not-authorized';
const NOT_FOUND_PATH = '/pages/error-404';
const LOGIN_PATH = '/pages/login';

export function loginRedirect(pathWithSearch: string): string {
  return `${LOGIN_PATH}?to=${encodeURIComponent(pathWithSearch)}`;
}

/** The one guard (SPEC §6): params, sign-in when required, then the role rule. Reacts to role changes. */
export function RouteGate({ entry, children }: { entry: PageEntry; children: ReactNode }) {
  const params = useParams();
  const location = useLocation();
  const role = useRole();
  const authenticated = useIsAuthenticated();

  const badParam = Object.entries(entry.params ?? {}).some(([name, allowed]) => !allowed.includes(params[name] ?? ''));
  if (badParam) return <Navigate to={NOT_FOUND_PATH} replace />;

  const needsSignIn = entry.rule !== 'public' && (entry.authRequired || env.authRequired);
  if (needsSignIn && !authenticated) {
    return <Navigate to={loginRedirect(location.pathname + location.search + location.hash)} replace />;
  }
  if (!can(role, entry.rule) && location.pathname !== NOT_AUTHORIZED_PATH) {
    return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  }
  return children;
}
