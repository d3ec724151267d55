import { useTranslation } from 'react-i18next';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { LIVE_I18N } from '@/lib/live-i18n';

/**
 * Changes whenever theme colours or the language change: the maps use it as a React key to redraw with the new
 * palette and control labels (the camera is kept).
 */
export function useMapLookKey(): string {
  const signature = useThemeSignature();
  const { i18n } = useTranslation('maps', LIVE_I18N);
  return `${signature}|${i18n.language}`;
}
