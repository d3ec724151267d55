import {
  BookOpen,
  ChartLine,
  ChevronDown,
  Image,
  MapPin,
  Newspaper,
  Plane,
  Search,
  Settings,
  ShoppingBag,
  SlidersHorizontal,
  UserRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { MAIN_TABS, MORE_TABS, type SearchTab } from '../api/search-page.contract';
import type { SearchSettings } from './use-search-settings';

const ICONS: Record<SearchTab, LucideIcon> = {
  all: Search,
  images: Image,
  video: Video,
  maps: MapPin,
  news: Newspaper,
  shopping: ShoppingBag,
  books: BookOpen,
  flights: Plane,
  finance: ChartLine,
  personal: UserRound,
};
const isMore = (tab: SearchTab): boolean => (MORE_TABS as readonly string[]).includes(tab);

interface SearchTypeBarProps {
  type: SearchTab;
  onType: (type: SearchTab) => void;
  settings: SearchSettings;
  onSettings: (patch: Partial<SearchSettings>) => void;
  toolsOpen: boolean;
  onToggleTools: () => void;
  /** A time or match filter is set: the Tools button shows a dot. */
  toolsActive: boolean;
  toolsId: string;
}

/**
 * The type bar: main kinds as tabs (Radix Tabs, manual activation, inside the page's <Tabs>), the other kinds in
 * "More" (the chosen one joins the tab list so the selection stays visible), the Settings menu and the Tools toggle.
 */
export function SearchTypeBar({ type, onType, settings, onSettings, toolsOpen, onToggleTools, toolsActive, toolsId }: SearchTypeBarProps) {
  const { t } = useTranslation('search-page');
  const tabs: SearchTab[] = isMore(type) ? [...MAIN_TABS, type] : [...MAIN_TABS];
  return (
    // One row on wide screens; on phones More, Settings and Tools wrap to a second row under the tabs.
    <div className="flex flex-wrap items-end gap-x-1 gap-y-1 border-b">
      <TabsList variant="underline" aria-label={t('types')} className="-mb-px border-b-0">
        {tabs.map((tab) => {
          const Icon = ICONS[tab];
          return (
            <TabsTrigger key={tab} value={tab} className="px-1.5 focus-visible:-outline-offset-2 sm:px-2.5">
              <Icon aria-hidden="true" className="max-sm:hidden" />
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" color="secondary" size="sm" className="mb-0.5 px-2 text-muted-foreground">
            {t('more')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuRadioGroup value={isMore(type) ? type : ''} onValueChange={(v) => onType(v as SearchTab)}>
            {MORE_TABS.map((tab) => {
              const Icon = ICONS[tab];
              return (
                <DropdownMenuRadioItem key={tab} value={tab}>
                  <Icon aria-hidden="true" />
                  {t(`tabs.${tab}`)}
                </DropdownMenuRadioItem>
              );
            })}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <div className="mb-0.5 ml-auto flex items-center gap-1">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" color="secondary" size="sm" className="px-2 text-muted-foreground">
              <Settings aria-hidden="true" />
              {t('settings.label')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-64">
            <DropdownMenuLabel>{t('settings.title')}</DropdownMenuLabel>
            <DropdownMenuCheckboxItem checked={settings.newTab} onCheckedChange={(v) => onSettings({ newTab: v === true })}>
              {t('settings.newTab')}
            </DropdownMenuCheckboxItem>
            <DropdownMenuCheckboxItem checked={settings.highlight} onCheckedChange={(v) => onSettings({ highlight: v === true })}>
              {t('settings.highlight')}
            </DropdownMenuCheckboxItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          aria-expanded={toolsOpen}
          aria-controls={toolsId}
          onClick={onToggleTools}
          className={cn('relative px-2 text-muted-foreground', toolsOpen && 'bg-muted text-foreground')}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('tools.label')}
          {toolsActive && ' '}
          {toolsActive && (
            <span className="absolute top-1 right-1 size-1.5 rounded-full bg-primary-solid">
              <span className="sr-only">{t('tools.active')}</span>
            </span>
          )}
        </Button>
      </div>
    </div>
  );
}
