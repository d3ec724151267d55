import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { searchablePages, type SearchablePage } from '../../build-menu';
import { registry } from '../../registry';

/** SPEC §9: ten starred pages are shown inline, the rest in an overflow menu. */
export const STARRED_SHOWN = 10;

export function Bookmarks() {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const role = useRole();
  const starred = usePreferences((s) => s.starred);
  const toggleStarred = usePreferences((s) => s.toggleStarred);
  const pages = useMemo(() => searchablePages(registry, role), [role]);
  const byUrl = useMemo(() => new Map(pages.map((p) => [p.url, p])), [pages]);
  // Stored paths that no longer exist (or the role can't open) are simply not shown.
  const bookmarked = starred.map((url) => byUrl.get(url)).filter((p): p is SearchablePage => !!p);
  const inline = bookmarked.slice(0, STARRED_SHOWN);
  const overflow = bookmarked.slice(STARRED_SHOWN);

  return (
    <nav aria-label={t('bookmarks.title')} className="hidden min-w-0 items-center gap-0.5 lg:flex">
      {inline.map((p) => {
        const Icon = p.icon;
        return (
          <Tooltip key={p.url} content={tn(p.label)} side="bottom">
            <Link to={p.url} className="rounded-md p-2 text-foreground transition hover:bg-muted hover:text-primary-text" aria-label={tn(p.label)}>
              <Icon className="size-[18px]" aria-hidden="true" />
            </Link>
          </Tooltip>
        );
      })}
      {overflow.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" color="secondary" size="icon" aria-label={t('bookmarks.more', { count: overflow.length })}>
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {overflow.map((p) => {
              const Icon = p.icon;
              return (
                <DropdownMenuItem key={p.url} asChild>
                  <Link to={p.url}>
                    <Icon aria-hidden="true" /> {tn(p.label)}
                  </Link>
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" color="warning" size="icon" aria-label={t('bookmarks.manage')}>
            <Star aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-96 w-72">
          <DropdownMenuLabel>{t('bookmarks.manage')}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {pages.map((p) => {
            const Icon = p.icon;
            const on = starred.includes(p.url);
            return (
              <DropdownMenuCheckboxItem key={p.url} checked={on} onSelect={(e) => e.preventDefault()} onCheckedChange={() => toggleStarred(p.url)}>
                <Icon aria-hidden="true" />
                <span className="flex-1 truncate">{tn(p.label)}</span>
                <Star className={on ? 'fill-warning text-warning' : 'text-muted-foreground'} aria-hidden="true" />
              </DropdownMenuCheckboxItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
