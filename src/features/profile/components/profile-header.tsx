import { Menu, Pencil, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { safeImageSrc } from '@/lib/safe-url';
import { cn } from '@/lib/cn';
import type { Profile } from '../api/profile.contract';

const PROFILE_TABS = ['timeline', 'about', 'photos', 'friends', 'videos', 'events'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

interface Props {
  user: Profile['user'];
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
}

/** Cover, overlapping avatar, round edit/settings buttons and the section tabs (a menu on phones). */
export function ProfileHeader({ user, tab, onTab }: Props) {
  const { t } = useTranslation('profile');
  return (
    <section className="mb-6 overflow-hidden rounded-lg bg-card shadow-card" aria-label={t('header.label')}>
      <div className="relative h-36 sm:h-56">
        <img src={safeImageSrc(user.cover) ?? ''} alt="" className="size-full object-cover" />
      </div>
      <div className="flex flex-col gap-4 px-5 pb-4 sm:flex-row sm:items-end">
        <div className="-mt-12 flex items-end gap-4 sm:-mt-16">
          <Avatar src={user.avatar} name={user.name} size="xl" className="ring-4 ring-card sm:size-32" decorative />
          <div className="min-w-0 pb-1">
            <p className="truncate text-xl font-semibold text-[var(--heading)]" dir="auto">
              {user.name}
            </p>
            <p className="text-sm text-muted-foreground">{user.role}</p>
          </div>
        </div>
        <div className="flex items-center gap-2 sm:ml-auto">
          <Button asChild variant="soft" size="icon" className="rounded-full" aria-label={t('header.edit')}>
            <Link to="/pages/user-settings">
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="solid" size="icon" className="rounded-full" aria-label={t('header.settings')}>
            <Link to="/pages/user-settings">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
          <div className="ml-auto sm:hidden">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                {/* The visible section name stays in the accessible name (WCAG 2.5.3): "Profile sections: Timeline". */}
                <Button variant="outline" color="secondary" size="sm">
                  <Menu aria-hidden="true" />
                  <span className="sr-only">{t('header.sections')}:</span> {t(`tabs.${tab}`)}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuRadioGroup value={tab} onValueChange={(v) => onTab(v as ProfileTab)}>
                  {PROFILE_TABS.map((k) => (
                    <DropdownMenuRadioItem key={k} value={k}>
                      {t(`tabs.${k}`)}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </div>
      <nav aria-label={t('header.sections')} className="hidden border-t px-3 sm:block">
        <ul className="flex gap-1 overflow-x-auto">
          {PROFILE_TABS.map((k) => (
            <li key={k}>
              <button
                type="button"
                aria-current={tab === k ? 'page' : undefined}
                onClick={() => onTab(k)}
                className={cn(
                  '-mb-px border-b-2 px-4 py-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  tab === k ? 'border-primary text-primary-text' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`tabs.${k}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
