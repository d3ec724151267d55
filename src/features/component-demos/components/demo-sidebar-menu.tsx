import { useState } from 'react';
import { ChartPie, ChevronDown, FolderKanban, House, Mail, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

const MENU = [
  ['home', House],
  ['inbox', Mail],
  ['projects', FolderKanban],
  ['team', Users],
  ['reports', ChartPie],
  ['settings', Settings],
] as const;

const item =
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring [&_svg]:size-4.5 [&_svg]:shrink-0';

/** The menu inside each sample sidebar; `reduced` shows icons only (names stay as aria-labels). */
export function DemoSidebarMenu({ reduced = false, onPick }: { reduced?: boolean; onPick?: () => void }) {
  const { t } = useTranslation('component-demos');
  const [active, setActive] = useState('home');
  return (
    <ul className="grid gap-1">
      {MENU.map(([key, Icon]) => (
        <li key={key}>
          <button
            type="button"
            aria-current={active === key ? 'page' : undefined}
            aria-label={reduced ? t(`sidebar.menu.${key}`) : undefined}
            title={reduced ? t(`sidebar.menu.${key}`) : undefined}
            onClick={() => {
              setActive(key);
              onPick?.();
            }}
            className={cn(
              item,
              reduced && 'justify-center px-0',
              active === key ? 'bg-primary-solid text-white shadow-sm' : 'hover:bg-muted',
            )}
          >
            <Icon aria-hidden="true" />
            {!reduced && t(`sidebar.menu.${key}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A menu with collapsible groups, collapsed until opened. */
export function GroupedMenu() {
  const { t } = useTranslation('component-demos');
  const groups = [
    { key: 'workspace', items: MENU.slice(0, 3) },
    { key: 'admin', items: MENU.slice(3) },
  ] as const;
  return (
    <div className="grid gap-1">
      {groups.map((g) => (
        <Collapsible key={g.key}>
          <CollapsibleTrigger
            className={cn(item, 'justify-between text-muted-foreground hover:bg-muted [&[data-state=open]>svg]:rotate-180')}
          >
            {t(`sidebar.groups.${g.key}`)}
            <ChevronDown aria-hidden="true" className="transition-transform" />
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ul className="grid gap-0.5 py-1 ps-3">
              {g.items.map(([key, Icon]) => (
                <li key={key}>
                  <a href={`#${key}`} onClick={(e) => e.preventDefault()} className={cn(item, 'hover:bg-muted')}>
                    <Icon aria-hidden="true" />
                    {t(`sidebar.menu.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      ))}
    </div>
  );
}
