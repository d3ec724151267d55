import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '@/lib/i18n';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { useWidthClass } from '@/hooks/use-width-class';
import { Button } from '@/components/ui/button';
import { LazyTooltip, LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { searchablePages, type SearchablePage } from '../../build-menu';
import { registry } from '../../registry';

/** SPEC §9: ten starred pages are shown inline, the rest in an overflow menu. */
const STARRED_SHOWN = 10;

export const bookmarkLinkClass =
  'relative rounded-md p-2 text-foreground transition-[color,background-color,box-shadow] hover:bg-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring';

/** Drag-and-drop reordering (dnd-kit) loads in its own chunk once the bar is on screen. */
const SortableBookmarks = lazy(withNamespaces(['overlays'], () => import('./bookmarks-sortable')));
/** The ☆ menu with its tooltip (Radix) loads on the first pointer-enter or focus of the button. */
const manageMenu = lazyModule(() => import('./bookmarks-menu'));

export interface BookmarkItem {
  url: string;
  label: string;
  icon: SearchablePage['icon'];
}

/** Drop target id of the ⌄ overflow button: a bookmark dropped there becomes the first of the overflow list. */
export const OVERFLOW_DROP_ID = '__overflow';

/** Visible order after `moved` is dropped on `target` (a bookmark, or the overflow button = position `shown`). */
export function moveBookmark(urls: readonly string[], moved: string, target: string, shown: number): string[] {
  const from = urls.indexOf(moved);
  if (from < 0 || moved === target) return [...urls];
  const rest = urls.filter((url) => url !== moved);
  // Same index semantics as dnd-kit's arrayMove: the moved item ends up at the target's index.
  const to = target === OVERFLOW_DROP_ID ? (from < shown ? Math.min(shown, rest.length) : from) : urls.indexOf(target);
  if (to < 0) return [...urls];
  rest.splice(to, 0, moved);
  return rest;
}

/** New stored order after the visible bookmarks were reordered: unknown entries keep their places after them. */
export function reorderStarred(starred: readonly string[], visibleOrder: readonly string[]): string[] {
  const moved = new Set(visibleOrder);
  return [...visibleOrder, ...starred.filter((url) => !moved.has(url))];
}

export function Bookmarks() {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const role = useRole();
  const width = useWidthClass();
  const starred = usePreferences((s) => s.starred);
  const setStarred = usePreferences((s) => s.setStarred);
  const pages = useMemo(() => searchablePages(registry, role), [role]);
  const byUrl = useMemo(() => new Map(pages.map((p) => [p.url, p])), [pages]);
  // Stored paths that no longer exist (or the role can't open) are simply not shown.
  const bookmarked: BookmarkItem[] = starred
    .map((url) => byUrl.get(url))
    .filter((p): p is SearchablePage => !!p)
    .map((p) => ({ url: p.url, label: tn(p.label), icon: p.icon }));
  const inline = bookmarked.slice(0, STARRED_SHOWN);
  // The bar is visible from 992 px; below that nothing to drag, so dnd-kit is never downloaded.
  const sortable = bookmarked.length > 1 && (width === 'lg' || width === 'xl');
  const onReorder = (urls: string[]) => setStarred(reorderStarred(starred, urls));

  return (
    <nav aria-label={t('bookmarks.title')} data-tour="bookmarks" className="hidden min-w-0 items-center gap-0.5 lg:flex">
      {/* First, so it stays put while its menu adds bookmarks after it (the open menu is anchored to it). */}
      <LazyTrigger
        module={manageMenu}
        kind="menu-tooltip"
        props={{ pages }}
        trigger={
          <Button variant="ghost" color="warning" size="icon" aria-label={t('bookmarks.manage')}>
            <Star aria-hidden="true" />
          </Button>
        }
      />
      {sortable ? (
        <Suspense fallback={<StaticBookmarks items={inline} />}>
          <SortableBookmarks items={bookmarked} shown={STARRED_SHOWN} onReorder={onReorder} />
        </Suspense>
      ) : (
        <StaticBookmarks items={inline} />
      )}
    </nav>
  );
}

function StaticBookmarks({ items }: { items: readonly BookmarkItem[] }) {
  return (
    <>
      {items.map((p) => {
        const Icon = p.icon;
        return (
          <LazyTooltip key={p.url} content={p.label} side="bottom">
            <Link to={p.url} className={bookmarkLinkClass} aria-label={p.label}>
              <Icon className="size-[18px]" aria-hidden="true" />
            </Link>
          </LazyTooltip>
        );
      })}
    </>
  );
}
