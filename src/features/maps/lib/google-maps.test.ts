import { GOOGLE_MAPS_SCRIPT_ID, loadGoogleMaps, onGoogleAuthFailure, resetGoogleMapsLoader } from './google-maps';

type TestWindow = Window & { google?: unknown; __tesseraGoogleMapsReady?: () => void; gm_authFailure?: () => void };
const w = window as TestWindow;
const script = () => document.getElementById(GOOGLE_MAPS_SCRIPT_ID) as HTMLScriptElement | null;

describe('Google Maps loader', () => {
  afterEach(() => {
    resetGoogleMapsLoader();
    delete w.google;
  });

  it('injects one script with the key and language and rejects when it fails to load', async () => {
    const first = loadGoogleMaps('my-key', 'de');
    expect(loadGoogleMaps('my-key', 'de')).toBe(first);
    const el = script();
    expect(el).not.toBeNull();
    const url = new URL(el!.src);
    expect(url.host).toBe('maps.googleapis.com');
    expect(url.searchParams.get('key')).toBe('my-key');
    expect(url.searchParams.get('language')).toBe('de');
    el!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
    expect(script()).toBeNull();
    // A later call tries again.
    void loadGoogleMaps('my-key').catch(() => {});
    expect(script()).not.toBeNull();
  });

  it('resolves with the API once Google calls back', async () => {
    const promise = loadGoogleMaps('k');
    const api = { Map: vi.fn(), Marker: vi.fn(), InfoWindow: vi.fn(), StreetViewPanorama: vi.fn() };
    w.google = { maps: api };
    w.__tesseraGoogleMapsReady?.();
    await expect(promise).resolves.toBe(api);
  });

  it('rejects when the callback arrives without a usable API', async () => {
    const promise = loadGoogleMaps('k');
    w.__tesseraGoogleMapsReady?.();
    await expect(promise).rejects.toThrow(/did not initialise/);
  });

  it('reports a rejected key to listeners and refuses to load again', async () => {
    const listener = vi.fn();
    onGoogleAuthFailure(listener);
    const promise = loadGoogleMaps('bad');
    w.gm_authFailure?.();
    await expect(promise).rejects.toThrow(/rejected/);
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(loadGoogleMaps('bad')).rejects.toThrow(/rejected/);
  });
});
