import { Compass, MapPin, RotateCcw, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import { STREET_VIEW } from '../data/places';
import { compassPoint, normalizeHeading } from '../lib/heading';
import { LIVE_I18N } from '@/lib/live-i18n';
import type { MapProvider } from '../lib/use-map-provider';
import { GoogleStreetView } from './google/google-street-view';
import { MAP_HEIGHT, MapSkeleton, OfflineMapFrame } from './map-frame';
import { ProviderBadge } from './provider-badge';

const STEP = 15;
const NO_PLACES = [] as const;
const noop = () => {};

/** Street View: Google's panorama, or offline the spot on the vector map with a view cone and a heading control. */
export function StreetViewCard({ provider, className }: { provider: MapProvider; className?: string }) {
  const { t, i18n } = useTranslation('maps', LIVE_I18N);
  const coord = new Intl.NumberFormat(i18n.language || 'en', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const [heading, setHeading] = useState<number>(STREET_VIEW.heading);
  const turn = (delta: number) => setHeading((h) => normalizeHeading(h + delta));
  const direction = t(`street.directions.${compassPoint(heading)}`);
  const title = t('cards.streetView.title');
  const headingLabel = t('street.cone', { direction, degrees: heading });

  return (
    <Card className={cn('min-w-0', className)} data-map-card="streetView">
      <CardHeader>
        <div className="min-w-0 flex-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription className="mt-1">{t('cards.streetView.subtitle')}</CardDescription>
        </div>
        <ProviderBadge provider={provider} />
      </CardHeader>
      <CardContent className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {provider.kind === 'loading' && <MapSkeleton />}
          {provider.kind === 'google' && (
            <GoogleStreetView
              api={provider.api}
              label={t('mapLabel', { title })}
              heading={heading}
              onHeadingChange={setHeading}
              className={MAP_HEIGHT}
            />
          )}
          {provider.kind === 'offline' && (
            <OfflineMapFrame
              label={t('mapLabel', { title })}
              center={STREET_VIEW.position}
              zoom={STREET_VIEW.zoom}
              places={NO_PLACES}
              openId={null}
              onToggle={noop}
              heading={heading}
              headingLabel={headingLabel}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
              <MapPin className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-[var(--heading)]">{t('street.spot')}</p>
              <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
                {t('street.position', {
                  lat: coord.format(STREET_VIEW.position.lat),
                  lon: coord.format(Math.abs(STREET_VIEW.position.lng)),
                })}
              </p>
              <p className="mt-2 text-sm text-muted-foreground">
                {t(provider.kind === 'google' ? 'street.hintGoogle' : 'street.hintOffline')}
              </p>
            </div>
          </div>

          <div className="flex items-center gap-4 rounded-lg border bg-muted/40 p-3">
            <CompassDial heading={heading} />
            {/* Announced, so a screen-reader user hears where Turn left/right or Face north left the view. */}
            <div className="min-w-0" aria-live="polite" aria-atomic="true">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('street.heading')}</p>
              <p className="text-2xl font-semibold text-[var(--heading)] tabular-nums" data-heading={heading}>
                {t('street.degrees', { degrees: heading })}
              </p>
              <p className="text-sm text-muted-foreground">{t('street.looking', { direction })}</p>
            </div>
          </div>

          <div className="grid gap-4">
            <Slider
              min={0}
              max={359}
              step={1}
              value={[heading]}
              onValueChange={([v]) => setHeading(normalizeHeading(v ?? 0))}
              thumbLabels={t('street.heading')}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" color="secondary" size="sm" onClick={() => turn(-STEP)}>
                <RotateCcw aria-hidden="true" />
                {t('street.turnLeft')}
              </Button>
              <Button variant="outline" color="secondary" size="sm" onClick={() => turn(STEP)}>
                <RotateCw aria-hidden="true" />
                {t('street.turnRight')}
              </Button>
              <Button variant="soft" color="primary" size="sm" onClick={() => setHeading(0)}>
                <Compass aria-hidden="true" />
                {t('street.faceNorth')}
              </Button>
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** A small compass whose needle shows the heading. */
function CompassDial({ heading }: { heading: number }) {
  const { t } = useTranslation('maps', LIVE_I18N);
  return (
    <div className="relative grid size-16 shrink-0 place-items-center rounded-full border-2 bg-card" aria-hidden="true">
      <span className="absolute top-0.5 text-[10px] font-bold text-danger-text">{t('street.north')}</span>
      <svg
        viewBox="0 0 40 40"
        className="size-10 transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `rotate(${heading}deg)` }}
      >
        <path d="M20 4 L25 20 L20 17 L15 20 Z" className="fill-danger-solid" />
        <path d="M20 36 L15 20 L20 23 L25 20 Z" className="fill-secondary" />
      </svg>
    </div>
  );
}
