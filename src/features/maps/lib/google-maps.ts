/**
 * Loads the Google Maps JavaScript API on demand (only when a key is configured) and reports failure so the
 * page can fall back to the offline map. Only the small part of the API the demos use is typed here.
 */
interface GoogleLatLng {
  lat: number;
  lng: number;
}
interface GoogleListener {
  remove(): void;
}
export interface GoogleMap {
  setOptions(options: Record<string, unknown>): void;
}
export interface GoogleMarker {
  setMap(map: GoogleMap | null): void;
  addListener(event: 'click', handler: () => void): GoogleListener;
}
export interface GoogleInfoWindow {
  setContent(content: Node | string): void;
  open(options: { map: GoogleMap; anchor: GoogleMarker; shouldFocus?: boolean }): void;
  close(): void;
  addListener(event: 'closeclick', handler: () => void): GoogleListener;
}
export interface GooglePanorama {
  getPov(): { heading: number; pitch: number };
  setPov(pov: { heading: number; pitch: number }): void;
  addListener(event: 'pov_changed', handler: () => void): GoogleListener;
  setVisible(visible: boolean): void;
}
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: { position: GoogleLatLng; map: GoogleMap; title: string; optimized?: boolean }) => GoogleMarker;
  InfoWindow: new (options?: Record<string, unknown>) => GoogleInfoWindow;
  StreetViewPanorama: new (element: HTMLElement, options: Record<string, unknown>) => GooglePanorama;
}

type GoogleWindow = Window & {
  google?: { maps?: Partial<GoogleMapsApi> };
  gm_authFailure?: () => void;
  __tesseraGoogleMapsReady?: () => void;
};

const CALLBACK = '__tesseraGoogleMapsReady';
export const GOOGLE_MAPS_SCRIPT_ID = 'tessera-google-maps';
const TIMEOUT_MS = 15_000;

let pending: Promise<GoogleMapsApi> | null = null;
let authFailed = false;
const authListeners = new Set<() => void>();

function ready(w: GoogleWindow): GoogleMapsApi | null {
  const maps = w.google?.maps;
  return maps?.Map && maps.Marker && maps.InfoWindow && maps.StreetViewPanorama ? (maps as GoogleMapsApi) : null;
}

/** Injects the script once; rejects on a load error, a timeout or a rejected key. A later call retries. */
export function loadGoogleMaps(key: string, language = 'en'): Promise<GoogleMapsApi> {
  const w = window as GoogleWindow;
  if (authFailed) return Promise.reject(new Error('Google Maps rejected the API key'));
  const loaded = ready(w);
  if (loaded) return Promise.resolve(loaded);
  if (pending) return pending;
  pending = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    let timer = 0;
    const finish = (error?: Error) => {
      window.clearTimeout(timer);
      delete w.__tesseraGoogleMapsReady;
      const api = ready(w);
      if (!error && api) return resolve(api);
      script.remove();
      reject(error ?? new Error('Google Maps did not initialise'));
    };
    w.__tesseraGoogleMapsReady = () => finish();
    // Google calls this global when the key is invalid or not allowed for this site.
    w.gm_authFailure = () => {
      authFailed = true;
      for (const listener of authListeners) listener();
      finish(new Error('Google Maps rejected the API key'));
    };
    const params = new URLSearchParams({ key, callback: CALLBACK, v: 'weekly', language });
    script.id = GOOGLE_MAPS_SCRIPT_ID;
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    script.onerror = () => finish(new Error('Google Maps script failed to load'));
    timer = window.setTimeout(() => finish(new Error('Google Maps timed out')), TIMEOUT_MS);
    document.head.append(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Called when Google rejects the key after the maps were drawn (their content is then an error box). */
export function onGoogleAuthFailure(listener: () => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/** Test hook: forget the loader state. */
export function resetGoogleMapsLoader(): void {
  pending = null;
  authFailed = false;
  authListeners.clear();
  const w = window as GoogleWindow;
  delete w.__tesseraGoogleMapsReady;
  delete w.gm_authFailure;
  document.getElementById(GOOGLE_MAPS_SCRIPT_ID)?.remove();
}
