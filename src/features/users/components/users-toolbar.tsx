import type { Ref } from 'react';
import { ChevronDown, FileDown, Archive, Printer, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSearch, PageSizeMenu, type PageWindow } from '@/components/patterns/list-toolbar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PAGE_SIZES } from './use-list-params';
import { TYPING_DELAY, useSearchText } from '@/hooks/use-search-text';

export interface UsersToolbarProps {
  /** The page shown; `total` is undefined while there is no list (loading or failed). */
  paging: PageWindow;
  onSize: (size: number) => void;
  search: string;
  onSearch: (q: string) => void;
  selected: number;
  onDeleteSelected: () => void;
  onArchive: () => void;
  onExport: () => void;
  /** The Actions menu button: focus returns there after a dialog opened from its menu. */
  actionsRef?: Ref<HTMLButtonElement>;
}

export function UsersToolbar({
  paging,
  onSize,
  search,
  onSearch,
  selected,
  onDeleteSelected,
  onArchive,
  onExport,
  actionsRef,
}: UsersToolbarProps) {
  const { t } = useTranslation('users');
  // The list follows the URL: write it once typing pauses, not on every keystroke.
  const [text, setText] = useSearchText(search, onSearch, { delay: TYPING_DELAY });
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-4">
      <PageSizeMenu label={t('toolbar.pageSize')} {...paging} sizes={PAGE_SIZES} onSize={onSize} />
      <div className="ml-auto flex w-full flex-wrap items-center gap-3 sm:w-auto">
        <ListSearch label={t('toolbar.search')} value={text} onChange={setText} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button ref={actionsRef} variant="outline" color="secondary">
              {t('toolbar.actions')}
              {selected > 0 && <span className="rounded-full bg-primary-soft px-1.5 text-xs text-primary-text">{selected}</span>}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={selected === 0} onSelect={onDeleteSelected}>
              <Trash2 aria-hidden="true" /> {t('toolbar.deleteSelected')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={selected === 0} onSelect={onArchive}>
              <Archive aria-hidden="true" /> {t('toolbar.archive')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => window.print()}>
              <Printer aria-hidden="true" /> {t('toolbar.print')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onExport}>
              <FileDown aria-hidden="true" /> {selected > 0 ? t('toolbar.exportSelected', { count: selected }) : t('toolbar.exportAll')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
