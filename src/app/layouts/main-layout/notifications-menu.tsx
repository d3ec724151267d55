import { useState } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LazyTrigger, lazyModule } from '@/components/ui/lazy-overlay';
import { withNamespaces } from '@/lib/i18n';

/** Demo notifications (their icons and times are in notifications-menu-content.tsx). */
export const NOTIFICATION_IDS = ['order', 'message', 'user', 'server', 'report'] as const;
export type NotificationId = (typeof NOTIFICATION_IDS)[number];

// The menu (Radix dropdown) is its own chunk: the bell and its count render at once, the menu arrives on first use.
const menu = lazyModule(withNamespaces(['overlays'], () => import('./notifications-menu-content')));

export function NotificationsMenu() {
  const { t } = useTranslation();
  // Times are relative to the moment the shell loads.
  const [loadedAt] = useState(() => Date.now());
  const [read, setRead] = useState<ReadonlySet<NotificationId>>(() => new Set());
  const unread = NOTIFICATION_IDS.filter((id) => !read.has(id)).length;
  return (
    <LazyTrigger
      module={menu}
      kind="menu"
      props={{ loadedAt, read, setRead, unread }}
      trigger={
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          className="relative"
          aria-label={t('notifications.button', { count: unread })}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              className="absolute end-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-danger-solid px-1 text-[10px] leading-4 font-semibold text-white"
              aria-hidden="true"
            >
              {unread}
            </span>
          )}
        </Button>
      }
    />
  );
}
