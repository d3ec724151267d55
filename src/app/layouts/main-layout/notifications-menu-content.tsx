import type { Dispatch, SetStateAction } from 'react';
import { AlertTriangle, CheckCircle2, MessageSquare, Package, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import {
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  LazyDropdownMenu,
} from '@/components/ui/dropdown-menu';
import { NOTIFICATION_IDS, type NotificationId } from './notifications-menu';

const MINUTE = 60_000;
const ITEMS: Record<NotificationId, { icon: typeof Package; tone: string; ago: number }> = {
  order: { icon: Package, tone: 'bg-primary-soft text-primary-text', ago: 2 * MINUTE },
  message: { icon: MessageSquare, tone: 'bg-success-soft text-success-text', ago: 32 * MINUTE },
  user: { icon: UserPlus, tone: 'bg-info-soft text-info-text', ago: 3 * 60 * MINUTE },
  server: { icon: AlertTriangle, tone: 'bg-danger-soft text-danger-text', ago: 26 * 60 * MINUTE },
  report: { icon: CheckCircle2, tone: 'bg-warning-soft text-warning-text', ago: 3 * 24 * 60 * MINUTE },
};

interface Props {
  lazy: LazyTriggerState;
  loadedAt: number;
  read: ReadonlySet<NotificationId>;
  setRead: Dispatch<SetStateAction<ReadonlySet<NotificationId>>>;
  unread: number;
}

/** The notifications menu, loaded on first use by NotificationsMenu (notifications-menu.tsx), which keeps the state. */
export default function NotificationsMenuContent({ lazy, loadedAt, read, setRead, unread }: Props) {
  const { t, i18n } = useTranslation('overlays');
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between px-4 py-3">
          <p className="font-semibold text-[var(--heading)]">{t('notifications.title')}</p>
          <Badge>{t('notifications.new', { count: unread })}</Badge>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        {/* A group (menus allow only items and groups) that scrolls; focusable so the scroll is reachable without a
            pointer (axe scrollable-region-focusable). Menus keep Tab from moving focus, so it adds no Tab stop. */}
        <DropdownMenuGroup className="max-h-80 overflow-y-auto p-1 outline-none" tabIndex={0}>
          {NOTIFICATION_IDS.map((id) => {
            const { icon: Icon, tone, ago } = ITEMS[id];
            return (
              <DropdownMenuItem
                key={id}
                onSelect={(e) => {
                  e.preventDefault();
                  setRead((r) => new Set(r).add(id));
                }}
                className={cn('items-start gap-3 py-2.5', !read.has(id) && 'bg-muted/40')}
              >
                <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
                  <Icon aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{t(`notifications.items.${id}.title`)}</span>
                  <span className="block text-xs text-muted-foreground">{t(`notifications.items.${id}.text`)}</span>
                </span>
                <time className="shrink-0 text-xs text-muted-foreground">{timeAgo(loadedAt - ago, i18n.language, loadedAt)}</time>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="p-2">
          {/* A menu item, not a button: arrow keys reach it, and role="menu" keeps only menu children. */}
          <DropdownMenuItem
            onSelect={(e) => {
              e.preventDefault();
              setRead(new Set(NOTIFICATION_IDS));
            }}
            className="justify-center bg-primary-solid py-2 font-medium text-white data-[highlighted]:bg-primary-solid data-[highlighted]:text-white data-[highlighted]:outline-2 data-[highlighted]:outline-offset-2 data-[highlighted]:outline-solid data-[highlighted]:outline-ring"
          >
            {t('notifications.markAll')}
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
