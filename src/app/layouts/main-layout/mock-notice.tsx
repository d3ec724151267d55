import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMockStatus } from '../../mock-status';

export function MockNotice() {
  const { t } = useTranslation();
  const unavailable = useMockStatus((s) => s.unavailable);
  if (!unavailable) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-warning/40 bg-warning-soft px-4 py-2 text-sm text-warning-text md:px-6"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('shell.mockUnavailable')}
    </div>
  );
}
