import { matchPath } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import { isRedirect, type RouteEntry } from '@/lib/route-manifest';
import { registry } from './registry';

const started = new Set<string>();

/** The page entry a menu href leads to, following one registry redirect (e.g. /apps/email -> /apps/email/inbox). */
export function entryFor(href: string, entries: readonly RouteEntry[] = registry) {
  const find = (path: string) => entries.find((e) => matchPath({ path: e.path, end: true }, path));
  const hit = find(href.split(/[?#]/)[0] ?? href);
  return hit && isRedirect(hit) ? find(hit.redirect) : hit;
}

/**
 * Starts downloading a page's chunk and strings when the user shows intent (pointer over or focus on a link),
 * so the click finds them cached. The router's own lazy() runs the same imports, which the browser dedupes.
 */
export function prefetchRoute(href: string, entries: readonly RouteEntry[] = registry) {
  const entry = entryFor(href, entries);
  if (!entry || isRedirect(entry) || started.has(entry.path)) return;
  started.add(entry.path);
  // A failed prefetch is forgotten: the click will try again and show the route's own error.
  Promise.all([entry.page(), loadNamespaces(entry.namespaces ?? [])]).catch(() => started.delete(entry.path));
}

/** Props for a link that prefetches its page on hover or keyboard focus. */
export const prefetchOnIntent = (href: string) => ({
  onPointerEnter: () => prefetchRoute(href),
  onFocus: () => prefetchRoute(href),
});
