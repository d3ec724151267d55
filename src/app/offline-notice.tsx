import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isOnline } from '@/lib/network-status';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** "You're offline" banner (H1); data views keep their own Retry buttons. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[90] flex items-center justify-center gap-2 bg-dark-solid px-4 py-2 text-sm text-white"
    >
      <WifiOff className="size-4" aria-hidden="true" /> {t('shell.offline')}
    </div>
  );
}
