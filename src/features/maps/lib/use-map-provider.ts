import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleMaps, onGoogleAuthFailure, type GoogleMapsApi } from './google-maps';
import { googleMapsKey } from './maps-config';

export type MapProvider = { kind: 'loading' } | { kind: 'google'; api: GoogleMapsApi } | { kind: 'offline'; reason: 'no-key' | 'failed' };

/** Google Maps when a key is set and the script loads; the offline vector map otherwise (and on any failure). */
export function useMapProvider(): MapProvider {
  const { i18n } = useTranslation();
  const [key] = useState(googleMapsKey);
  const [language] = useState(() => i18n.language || 'en');
  const [provider, setProvider] = useState<MapProvider>(() => (key ? { kind: 'loading' } : { kind: 'offline', reason: 'no-key' }));

  useEffect(() => {
    if (!key) return;
    let active = true;
    loadGoogleMaps(key, language).then(
      (api) => active && setProvider({ kind: 'google', api }),
      () => active && setProvider({ kind: 'offline', reason: 'failed' }),
    );
    const stop = onGoogleAuthFailure(() => active && setProvider({ kind: 'offline', reason: 'failed' }));
    return () => {
      active = false;
      stop();
    };
  }, [key, language]);

  return provider;
}
