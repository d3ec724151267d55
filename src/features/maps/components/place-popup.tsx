import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MapPlace } from '../data/places';
import { LIVE_I18N } from '@/lib/live-i18n';

export interface PlacePopupProps {
  id: string;
  place: MapPlace;
  onClose: () => void;
}

/** The info window of a marker: name, a line about the place, its coordinates and a close button. */
export function PlacePopup({ id, place, onClose }: PlacePopupProps) {
  const { t, i18n } = useTranslation('maps', LIVE_I18N);
  const fmt = new Intl.NumberFormat(i18n.language || 'en', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return (
    <div
      id={id}
      role="group"
      aria-label={t(`places.${place.id}.name`)}
      data-place-popup={place.id}
      className="relative w-56 max-w-[70vw] animate-fade-in rounded-lg border bg-popover p-3 pr-9 text-left text-sm text-foreground shadow-lg"
    >
      <p className="font-semibold text-[var(--heading)]">{t(`places.${place.id}.name`)}</p>
      <p className="mt-0.5 leading-snug text-muted-foreground">{t(`places.${place.id}.description`)}</p>
      <p className="mt-1.5 text-xs text-muted-foreground tabular-nums">
        {/* Not `lng`: that is i18next's language option, which would switch the template to the fallback's. */}
        {t('coordinates', { lat: fmt.format(place.lat), lon: fmt.format(place.lng) })}
      </p>
      <button
        type="button"
        onClick={onClose}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
        aria-label={t('popup.close')}
        className="absolute top-2 right-2 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <span aria-hidden="true" className="absolute -bottom-[7px] left-1/2 size-3 -translate-x-1/2 rotate-45 border-r border-b bg-popover" />
    </div>
  );
}
