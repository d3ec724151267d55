import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences.store';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import { Tooltip } from '@/components/ui/tooltip';
import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  LazyDropdownMenu,
} from '@/components/ui/dropdown-menu';
import type { SearchablePage } from '../../build-menu';

/** The ☆ "manage bookmarks" menu and its tooltip, loaded on first intent by Bookmarks (bookmarks.tsx). */
export default function BookmarksMenu({ lazy, pages }: { lazy: LazyTriggerState; pages: readonly SearchablePage[] }) {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const starred = usePreferences((s) => s.starred);
  const toggleStarred = usePreferences((s) => s.toggleStarred);
  return (
    <LazyDropdownMenu
      lazy={lazy}
      wrapTrigger={(trigger) => (
        <Tooltip content={t('bookmarks.manage')} side="bottom">
          {trigger}
        </Tooltip>
      )}
    >
      <DropdownMenuContent align="start" className="max-h-96 w-72">
        <DropdownMenuLabel>{t('bookmarks.manage')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {pages.map((p) => {
          const Icon = p.icon;
          const on = starred.includes(p.url);
          return (
            <DropdownMenuCheckboxItem
              key={p.url}
              checked={on}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={() => toggleStarred(p.url)}
            >
              <Icon aria-hidden="true" />
              <span className="flex-1 truncate">{tn(p.label)}</span>
              <Star className={on ? 'fill-warning text-warning' : 'text-muted-foreground'} aria-hidden="true" />
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
