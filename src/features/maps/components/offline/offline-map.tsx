import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './offline-map.css';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toMapLibreZoom, type LngLat, type MapPlace, type PlaceId } from '../../data/places';
import { LIVE_I18N } from '@/lib/live-i18n';
import { readMapPalette } from '../../lib/map-palette';
import { panIntoView } from '../../lib/popup-state';
import { MapMarker } from '../map-marker';
import { PlacePopup } from '../place-popup';
import { buildMapStyle, loadGeodata } from './map-style';

maplibregl.setWorkerUrl(workerUrl);

export interface CameraState {
  center: LngLat;
  zoom: number;
  bearing: number;
}

export interface OfflineMapProps {
  /** Accessible name of the map region. */
  label: string;
  center: LngLat;
  /** Google zoom level (converted for MapLibre's 512 px tiles). */
  zoom: number;
  places?: readonly MapPlace[];
  openId?: PlaceId | null;
  onToggle?: (id: PlaceId) => void;
  /** Street View mode: a view cone at `center` pointing this way (degrees from north). */
  heading?: number;
  headingLabel?: string;
  /** Where the camera was, so a redraw (theme or language switch) keeps the user's pan and zoom. */
  cameraRef?: RefObject<CameraState | null>;
  /** WebGL could not start: the parent shows the static fallback. */
  onUnsupported: () => void;
  className?: string;
}

/** MapLibre GL vector map drawn from bundled geodata only; markers and the popup are React buttons. */
export default function OfflineMap({
  label,
  center,
  zoom,
  places = [],
  openId = null,
  onToggle,
  heading,
  headingLabel,
  cameraRef,
  onUnsupported,
  className,
}: OfflineMapProps) {
  const { t } = useTranslation('maps', LIVE_I18N);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [markerEls, setMarkerEls] = useState<Partial<Record<PlaceId, HTMLElement>>>({});
  const [popupEl, setPopupEl] = useState<HTMLElement | null>(null);
  const [coneEl, setConeEl] = useState<HTMLElement | null>(null);
  const coneRef = useRef<maplibregl.Marker | null>(null);
  const popupId = useId();
  const streetMode = heading !== undefined;
  const unsupportedRef = useRef(onUnsupported);
  unsupportedRef.current = onUnsupported;

  // Create the map once (the parent remounts it, with a new key, when theme or language change).
  useEffect(() => {
    let cancelled = false;
    let instance: maplibregl.Map | null = null;
    void loadGeodata().then(
      (geo) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const camera = cameraRef?.current;
        const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        try {
          instance = new maplibregl.Map({
            container,
            style: buildMapStyle(readMapPalette(), geo),
            center: camera ? [camera.center.lng, camera.center.lat] : [center.lng, center.lat],
            zoom: camera ? camera.zoom : toMapLibreZoom(zoom),
            bearing: camera?.bearing ?? 0,
            minZoom: 1,
            maxZoom: 18.5,
            attributionControl: false,
            dragRotate: streetMode,
            pitchWithRotate: false,
            touchPitch: false,
            fadeDuration: reduceMotion ? 0 : 300,
            locale: {
              'Map.Title': label,
              'NavigationControl.ZoomIn': t('controls.zoomIn'),
              'NavigationControl.ZoomOut': t('controls.zoomOut'),
              'NavigationControl.ResetBearing': t('controls.resetBearing'),
              'ScaleControl.Meters': t('controls.metres'),
              'ScaleControl.Kilometers': t('controls.kilometres'),
            },
          });
        } catch {
          unsupportedRef.current();
          return;
        }
        const m = instance;
        m.addControl(new maplibregl.NavigationControl({ showCompass: streetMode, visualizePitch: false }), 'top-right');
        m.addControl(new maplibregl.ScaleControl({ maxWidth: 96, unit: 'metric' }), 'bottom-left');
        // Bundled data cannot 404; anything else (e.g. a lost GL context) is not worth a console error.
        m.on('error', () => {});
        m.on('load', () => !cancelled && setLoaded(true));
        m.on('moveend', () => {
          if (!cameraRef) return;
          const c = m.getCenter();
          cameraRef.current = { center: { lng: c.lng, lat: c.lat }, zoom: m.getZoom(), bearing: m.getBearing() };
        });
        setMap(m);
      },
      () => !cancelled && unsupportedRef.current(),
    );
    return () => {
      cancelled = true;
      instance?.remove();
    };
    // The map is created once per mount on purpose; props that change later are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One HTML marker per place; its button is rendered into the marker element through a portal.
  useEffect(() => {
    if (!map) return;
    const markers: maplibregl.Marker[] = [];
    const els: Partial<Record<PlaceId, HTMLElement>> = {};
    for (const place of places) {
      const el = document.createElement('div');
      el.className = 'tessera-map-marker';
      markers.push(new maplibregl.Marker({ element: el, anchor: 'bottom' }).setLngLat([place.lng, place.lat]).addTo(map));
      els[place.id] = el;
    }
    setMarkerEls(els);
    return () => markers.forEach((m) => m.remove());
  }, [map, places]);

  // The info popup is rendered inside its marker's element (see the portal below), so it follows its marker in
  // the tab order (marker, then the popup's close button, then the next marker) and moves with it.
  const openPlace = places.find((p) => p.id === openId) ?? null;

  // Like Google's info window: pan so an opened popup is not cut off by the map's edge (a marker near the top).
  useEffect(() => {
    const container = containerRef.current;
    if (!map || !popupEl || !container) return;
    const frame = requestAnimationFrame(() => {
      const [x, y] = panIntoView(popupEl.getBoundingClientRect(), container.getBoundingClientRect(), 12);
      const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      if (x || y) map.panBy([x, y], { duration: reduceMotion ? 0 : 300 });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, popupEl]);

  // Street View: the spot with a view cone rotated to the heading.
  useEffect(() => {
    if (!map || !streetMode) return;
    const el = document.createElement('div');
    el.className = 'tessera-map-cone';
    const cone = new maplibregl.Marker({ element: el, anchor: 'center', rotationAlignment: 'map', pitchAlignment: 'map' })
      .setLngLat([center.lng, center.lat])
      .addTo(map);
    coneRef.current = cone;
    setConeEl(el);
    return () => {
      cone.remove();
      coneRef.current = null;
    };
  }, [map, streetMode, center.lng, center.lat]);
  useEffect(() => {
    if (heading !== undefined) coneRef.current?.setRotation(heading);
  }, [heading, coneEl]);

  const closePopup = useCallback(() => {
    if (!openId) return;
    onToggle?.(openId);
    markerEls[openId]?.querySelector('button')?.focus();
  }, [openId, onToggle, markerEls]);

  // Escape anywhere in the map (the canvas, another marker, a zoom button) closes the open info window, like
  // Google's; focus inside the closing popup goes back to its marker, focus elsewhere stays put.
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !openId) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      if (popupEl?.contains(document.activeElement)) closePopup();
      else onToggle?.(openId);
    };
    frame.addEventListener('keydown', onKey);
    return () => frame.removeEventListener('keydown', onKey);
  }, [openId, onToggle, closePopup, popupEl]);

  // A marker panned out of view stays in the tab order: when the keyboard reaches it, bring it back into the map
  // instead of focusing something the user cannot see. Its box comes from the map's projection: the browser's own
  // focus scroll has already moved it into view for a moment (MapLibre then resets that scroll).
  useEffect(() => {
    const frame = frameRef.current;
    const container = containerRef.current;
    if (!frame || !container || !map) return;
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      const place = places.find((p) => target.matches('[data-place-marker]') && markerEls[p.id]?.contains(target));
      if (!place) return;
      const tip = map.project([place.lng, place.lat]);
      const { width, height } = target.getBoundingClientRect();
      const pin = { left: tip.x - width / 2, right: tip.x + width / 2, top: tip.y - height, bottom: tip.y };
      const box = container.getBoundingClientRect();
      const room = { left: 0, top: 0, right: box.width, bottom: box.height };
      if (panIntoView(pin, room, 0).every((d) => d === 0)) return; // fully visible: leave the map alone
      const [x, y] = panIntoView(pin, room, 12);
      const reduceMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      map.panBy([x, y], { duration: reduceMotion ? 0 : 300 });
    };
    frame.addEventListener('focusin', onFocus);
    return () => frame.removeEventListener('focusin', onFocus);
  }, [map, places, markerEls]);

  return (
    <div ref={frameRef} className={cn('relative isolate overflow-hidden rounded-md border bg-muted', className)}>
      <div ref={containerRef} className="size-full" />
      {!loaded && (
        <div className="absolute inset-0 z-10 grid place-items-center bg-muted" role="status">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label="" />
            {t('provider.loading')}
          </span>
        </div>
      )}
      <p className="pointer-events-none absolute right-0 bottom-0 z-[5] rounded-tl-md bg-card px-1.5 py-0.5 text-[11px] text-muted-foreground">
        {t('attribution')}
      </p>
      {places.map((place) => {
        const el = markerEls[place.id];
        return el
          ? createPortal(
              <>
                <MapMarker
                  label={t(`places.${place.id}.name`)}
                  active={openId === place.id}
                  popupId={popupId}
                  onActivate={() => onToggle?.(place.id)}
                />
                {openPlace?.id === place.id && (
                  <div ref={setPopupEl} className="tessera-map-popup absolute bottom-full left-1/2 mb-1.5 -translate-x-1/2">
                    <PlacePopup id={popupId} place={openPlace} onClose={closePopup} />
                  </div>
                )}
              </>,
              el,
              place.id,
            )
          : null;
      })}
      {coneEl && streetMode && createPortal(<ViewCone label={headingLabel ?? ''} />, coneEl)}
    </div>
  );
}

/** "You are here" dot with a field-of-view cone; the marker rotates it to the heading. */
function ViewCone({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="relative size-40">
      <svg viewBox="0 0 112 112" className="size-40 text-primary" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="tessera-cone" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.7" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.05" />
          </linearGradient>
        </defs>
        <path d="M56 56 L30 6 A56 56 0 0 1 82 6 Z" fill="url(#tessera-cone)" />
        <circle cx="56" cy="56" r="7" fill="white" />
        <circle cx="56" cy="56" r="4.5" className="fill-primary-solid" />
      </svg>
    </div>
  );
}
