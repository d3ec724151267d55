import { Globe, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LIVE_I18N } from '@/lib/live-i18n';
import type { MapProvider } from '../lib/use-map-provider';

/** Which map engine a card uses. */
export function ProviderBadge({ provider }: { provider: MapProvider }) {
  const { t } = useTranslation('maps', LIVE_I18N);
  if (provider.kind === 'loading') return null;
  return provider.kind === 'google' ? (
    <Badge color="primary" data-provider="google">
      <Globe aria-hidden="true" />
      {t('provider.google')}
    </Badge>
  ) : (
    <Badge color="secondary" data-provider="offline">
      <WifiOff aria-hidden="true" />
      {t('provider.offline')}
    </Badge>
  );
}
