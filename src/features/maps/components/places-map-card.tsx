import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { MapDemo, PlaceId } from '../data/places';
import { LIVE_I18N } from '@/lib/live-i18n';
import { togglePopup } from '../lib/popup-state';
import type { MapProvider } from '../lib/use-map-provider';
import { GooglePlacesMap } from './google/google-places-map';
import { MAP_HEIGHT, MapSkeleton, OfflineMapFrame } from './map-frame';
import { ProviderBadge } from './provider-badge';

export interface PlacesMapCardProps {
  id: 'basic' | 'infoWindow';
  demo: MapDemo;
  provider: MapProvider;
  className?: string;
}

/** Basic and Info Window: markers that open an info window (click toggles, another marker moves it). */
export function PlacesMapCard({ id, demo, provider, className }: PlacesMapCardProps) {
  const { t } = useTranslation('maps', LIVE_I18N);
  const [openId, setOpenId] = useState<PlaceId | null>(null);
  const toggle = (place: PlaceId) => setOpenId((open) => togglePopup(open, place));
  const title = t(`cards.${id}.title`);
  const label = t('mapLabel', { title });
  return (
    // Column + mt-auto: when one subtitle wraps (e.g. in German), the two side-by-side maps still line up.
    <Card className={cn('flex min-w-0 flex-col', className)} data-map-card={id}>
      <CardHeader>
        <div className="min-w-0 flex-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription className="mt-1">{t(`cards.${id}.subtitle`)}</CardDescription>
        </div>
        <ProviderBadge provider={provider} />
      </CardHeader>
      <CardContent className="mt-auto">
        {provider.kind === 'loading' && <MapSkeleton />}
        {provider.kind === 'google' && (
          <GooglePlacesMap api={provider.api} demo={demo} label={label} openId={openId} onToggle={toggle} className={MAP_HEIGHT} />
        )}
        {provider.kind === 'offline' && (
          <OfflineMapFrame label={label} center={demo.center} zoom={demo.zoom} places={demo.places} openId={openId} onToggle={toggle} />
        )}
      </CardContent>
    </Card>
  );
}
