import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MapDemo, PlaceId } from '../../data/places';
import type { GoogleInfoWindow, GoogleMap, GoogleMapsApi, GoogleMarker } from '../../lib/google-maps';
import { LIVE_I18N } from '@/lib/live-i18n';
import { readMapPalette } from '../../lib/map-palette';
import { googleMapStyles } from './google-styles';

export interface GooglePlacesMapProps {
  api: GoogleMapsApi;
  demo: MapDemo;
  label: string;
  openId: PlaceId | null;
  onToggle: (id: PlaceId) => void;
  className?: string;
}

/** Google map with one marker per place and a single info window that follows the same toggle rule. */
export function GooglePlacesMap({ api, demo, label, openId, onToggle, className }: GooglePlacesMapProps) {
  const { t } = useTranslation('maps', LIVE_I18N);
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<GoogleMap | null>(null);
  const markersRef = useRef<Partial<Record<PlaceId, GoogleMarker>>>({});
  const infoRef = useRef<GoogleInfoWindow | null>(null);
  const toggleRef = useRef(onToggle);
  toggleRef.current = onToggle;
  const openRef = useRef(openId);
  openRef.current = openId;

  useEffect(() => {
    if (!ref.current) return;
    const map = new api.Map(ref.current, {
      center: demo.center,
      zoom: demo.zoom,
      styles: googleMapStyles(readMapPalette()),
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
    });
    mapRef.current = map;
    const listeners = demo.places.map((place) => {
      const marker = new api.Marker({
        position: { lat: place.lat, lng: place.lng },
        map,
        title: t(`places.${place.id}.name`),
        optimized: false,
      });
      markersRef.current[place.id] = marker;
      return marker.addListener('click', () => toggleRef.current(place.id));
    });
    const info = new api.InfoWindow({ maxWidth: 240 });
    infoRef.current = info;
    const closed = info.addListener('closeclick', () => openRef.current && toggleRef.current(openRef.current));
    return () => {
      listeners.forEach((l) => l.remove());
      closed.remove();
      info.close();
      Object.values(markersRef.current).forEach((m) => m?.setMap(null));
      markersRef.current = {};
      mapRef.current = null;
    };
  }, [api, demo, t]);

  useEffect(() => {
    const info = infoRef.current;
    const map = mapRef.current;
    const marker = openId ? markersRef.current[openId] : undefined;
    if (!info || !map) return;
    if (!openId || !marker) {
      info.close();
      return;
    }
    const content = document.createElement('div');
    const name = document.createElement('strong');
    name.textContent = t(`places.${openId}.name`);
    const text = document.createElement('p');
    text.textContent = t(`places.${openId}.description`);
    content.append(name, text);
    info.setContent(content);
    info.open({ map, anchor: marker, shouldFocus: false });
  }, [openId, t]);

  return <div ref={ref} role="region" aria-label={label} className={cn('overflow-hidden rounded-md border bg-muted', className)} />;
}
