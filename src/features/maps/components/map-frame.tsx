import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { LngLat, MapPlace, PlaceId } from '../data/places';
import { LIVE_I18N } from '@/lib/live-i18n';
import { useMapLookKey } from '../lib/use-map-look';
import { supportsWebGL } from '../lib/webgl';
import type { CameraState } from './offline/offline-map';
import { StaticMapFallback } from './static-map-fallback';

const OfflineMap = lazy(() => import('./offline/offline-map'));

export const MAP_HEIGHT = 'h-[24rem] sm:h-[26rem]';

export function MapSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation('maps', LIVE_I18N);
  return (
    <Skeleton className={cn('grid place-items-center rounded-md', MAP_HEIGHT, className)} role="status">
      <span className="text-sm text-muted-foreground">{t('provider.loading')}</span>
    </Skeleton>
  );
}

export interface OfflineMapFrameProps {
  label: string;
  center: LngLat;
  zoom: number;
  places: readonly MapPlace[];
  openId: PlaceId | null;
  onToggle: (id: PlaceId) => void;
  heading?: number;
  headingLabel?: string;
  className?: string;
}

/** The offline vector map, or the place list when this browser has no WebGL. */
export function OfflineMapFrame({ className, ...props }: OfflineMapFrameProps) {
  const [webgl, setWebgl] = useState(supportsWebGL);
  const lookKey = useMapLookKey();
  const cameraRef = useRef<CameraState | null>(null);
  if (!webgl)
    return (
      <StaticMapFallback places={props.places} openId={props.openId} onToggle={props.onToggle} className={cn(MAP_HEIGHT, className)} />
    );
  return (
    <Suspense fallback={<MapSkeleton className={className} />}>
      <OfflineMap
        key={lookKey}
        {...props}
        cameraRef={cameraRef}
        onUnsupported={() => setWebgl(false)}
        className={cn(MAP_HEIGHT, className)}
      />
    </Suspense>
  );
}
