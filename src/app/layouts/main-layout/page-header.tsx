import { Link, useLocation } from 'react-router';
import { ChevronRight, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentEntry } from '../../root-route';
import { MENU_SECTIONS } from '../../build-menu';

/** `href` with those of the current URL's search params that `keep` names (present ones only). */
function withSearch(href: string, keep: readonly string[] | undefined, search: string): string {
  if (!keep?.length) return href;
  const current = new URLSearchParams(search);
  const [path = '', query] = href.split('?');
  const params = new URLSearchParams(query);
  for (const name of keep) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  const next = params.toString();
  return next ? `${path}?${next}` : path;
}

/** Title and breadcrumb of the current page, derived from its registry entry. */
export function PageHeader() {
  const { t } = useTranslation('nav');
  const entry = useCurrentEntry();
  const { pathname, search } = useLocation();
  if (!entry) return null;
  const section = MENU_SECTIONS.find((s) => s.id === entry.menu?.section)?.label;
  const crumbs: { label: string; href?: string }[] = [];
  if (section) crumbs.push({ label: t(section) });
  if (entry.menu?.group) crumbs.push({ label: t(entry.menu.group) });
  for (const parent of entry.parents ?? [])
    crumbs.push({ label: t(parent.label), href: parent.href && withSearch(parent.href, parent.keepSearch, search) });
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-1 no-print">
      <h1 className="text-xl font-semibold sm:border-e sm:pe-4 sm:text-2xl">{t(entry.label)}</h1>
      <nav aria-label={t('breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            {/* A 16 px icon, a 32 px target: the ::after box takes the taps around it. */}
            <Link
              to="/"
              className="relative flex items-center rounded text-primary-text after:absolute after:-inset-2 after:content-[''] hover:underline"
              aria-label={t('home')}
            >
              <Home className="size-4" aria-hidden="true" />
            </Link>
          </li>
          {crumbs.map((c, i) => (
            <li key={i} className="flex items-center gap-1">
              <ChevronRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
              {c.href ? (
                <Link to={c.href} className="text-primary-text hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span>{c.label}</span>
              )}
            </li>
          ))}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
            <span aria-current="page" className="text-foreground" data-path={pathname}>
              {t(entry.label)}
            </span>
          </li>
        </ol>
      </nav>
    </div>
  );
}
