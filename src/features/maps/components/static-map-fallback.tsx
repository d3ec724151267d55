import { MapPinOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MapPlace, PlaceId } from '../data/places';
import { LIVE_I18N } from '@/lib/live-i18n';
import { PlacePopup } from './place-popup';

export interface StaticMapFallbackProps {
  places: readonly MapPlace[];
  openId: PlaceId | null;
  onToggle: (id: PlaceId) => void;
  className?: string;
}

/** Shown when the browser cannot draw the map (no WebGL): the places as a list with the same info toggles. */
export function StaticMapFallback({ places, openId, onToggle, className }: StaticMapFallbackProps) {
  const { t } = useTranslation('maps', LIVE_I18N);
  const popupId = useId();
  return (
    <div className={cn('flex flex-col gap-3 overflow-auto rounded-md border bg-muted/60 p-4', className)} data-map-fallback="">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-warning-soft text-warning-text">
          <MapPinOff className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-[var(--heading)]">{t('unsupported.title')}</p>
          <p className="text-sm text-muted-foreground">{t('unsupported.text')}</p>
        </div>
      </div>
      <ul className="grid gap-2">
        {places.map((place) => (
          <li key={place.id} className="grid gap-2">
            <button
              type="button"
              aria-expanded={openId === place.id}
              aria-controls={openId === place.id ? popupId : undefined}
              onClick={() => onToggle(place.id)}
              className="flex cursor-pointer items-center justify-between rounded-md border bg-card px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t(`places.${place.id}.name`)}
            </button>
            {openId === place.id && <PlacePopup id={popupId} place={place} onClose={() => onToggle(place.id)} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
