import { useTranslation } from 'react-i18next';
import { useActiveUser } from '@/lib/session/session.store';
import { Avatar } from '@/components/ui/avatar';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { withNamespaces } from '@/lib/i18n';

// The menu (Radix dropdown) is its own chunk: the name and avatar render at once, the menu arrives on first use.
const menu = lazyModule(withNamespaces(['overlays'], () => import('./user-menu-content')));

export function UserMenu() {
  const { t } = useTranslation();
  const user = useActiveUser();
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{}}
      trigger={
        <button
          type="button"
          className="ms-1 flex items-center gap-2.5 rounded-full py-1 ps-2 pe-1 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="hidden text-end leading-tight sm:block">
            <span className="block max-w-36 truncate text-sm font-semibold text-[var(--heading)]">{user.displayName}</span>
            <span className="block text-xs text-muted-foreground">{user.userRole ? t(`roles.${user.userRole}`) : t('roles.none')}</span>
          </span>
          <Avatar src={user.photoURL} name={user.displayName} status={user.status} size="md" decorative />
          <span className="sr-only">{t('shell.userMenu')}</span>
        </button>
      }
    />
  );
}
