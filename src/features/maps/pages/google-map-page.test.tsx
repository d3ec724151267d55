import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import { GOOGLE_MAPS_SCRIPT_ID, resetGoogleMapsLoader } from '../lib/google-maps';

const fakes = vi.hoisted(() => {
  const state = {
    maps: [] as { container: HTMLElement; options: Record<string, unknown>; removed: boolean }[],
    markers: [] as { element: HTMLElement; rotation: number; removed: boolean }[],
    pans: [] as [number, number][],
    /** Where the map draws a point, in px from its top-left corner (the tests place markers with it). */
    project: (_lngLat: [number, number]) => ({ x: 200, y: 150 }),
    key: '',
    webgl: true,
  };
  class FakeMap {
    record: (typeof state.maps)[number];
    listeners: Record<string, (() => void)[]> = {};
    constructor(options: { container: HTMLElement } & Record<string, unknown>) {
      this.record = { container: options.container, options, removed: false };
      state.maps.push(this.record);
      setTimeout(() => this.listeners.load?.forEach((fn) => fn()), 0);
    }
    on(event: string, fn: () => void) {
      (this.listeners[event] ??= []).push(fn);
      return this;
    }
    addControl() {
      return this;
    }
    getCenter() {
      return { lng: 0, lat: 0 };
    }
    getZoom() {
      return 0;
    }
    getBearing() {
      return 0;
    }
    project(lngLat: [number, number]) {
      return state.project(lngLat);
    }
    panBy(offset: [number, number]) {
      state.pans.push(offset);
      return this;
    }
    remove() {
      this.record.removed = true;
    }
  }
  class FakeMarker {
    record: (typeof state.markers)[number];
    constructor(options: { element: HTMLElement }) {
      this.record = { element: options.element, rotation: 0, removed: false };
      state.markers.push(this.record);
    }
    setLngLat() {
      return this;
    }
    addTo(map: FakeMap) {
      map.record.container.append(this.record.element);
      return this;
    }
    setRotation(r: number) {
      this.record.rotation = r;
      return this;
    }
    remove() {
      this.record.removed = true;
      this.record.element.remove();
      return this;
    }
  }
  class Control {
    onAdd() {
      return document.createElement('div');
    }
  }
  return { state, FakeMap, FakeMarker, Control };
});

vi.mock('maplibre-gl', () => ({
  Map: fakes.FakeMap,
  Marker: fakes.FakeMarker,
  NavigationControl: fakes.Control,
  ScaleControl: fakes.Control,
  setWorkerUrl: () => {},
}));
vi.mock('../lib/webgl', () => ({ supportsWebGL: () => fakes.state.webgl }));
vi.mock('../lib/maps-config', () => ({ googleMapsKey: () => fakes.state.key }));

const PATH = '/charts-and-maps/maps/google-map';
const card = (id: string) => document.querySelector<HTMLElement>(`[data-map-card="${id}"]`)!;
const liveMaps = () => fakes.state.maps.filter((m) => !m.removed);

type TestWindow = Window & { google?: unknown; __tesseraGoogleMapsReady?: () => void };

/** The Info Window card, once its three markers are drawn. */
const infoWindowCard = () =>
  waitFor(() => {
    const el = card('infoWindow');
    expect(within(el).getAllByRole('button', { name: /Praça do Comércio|Lisbon Cathedral|Rossio/ })).toHaveLength(3);
    return el;
  });

describe('google map page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    fakes.state.maps.length = 0;
    fakes.state.markers.length = 0;
    fakes.state.key = '';
    fakes.state.webgl = true;
    fakes.state.project = () => ({ x: 200, y: 150 });
  });
  afterEach(() => {
    resetGoogleMapsLoader();
    delete (window as TestWindow).google;
    vi.restoreAllMocks();
  });

  it('without a key draws three offline maps and never asks Google', async () => {
    await renderRoute(PATH, { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Street View' })).toBeInTheDocument();
    await waitFor(() => expect(liveMaps()).toHaveLength(3));
    expect(document.getElementById(GOOGLE_MAPS_SCRIPT_ID)).toBeNull();
    expect(screen.getAllByText('Offline map')).toHaveLength(3);
    expect(screen.getAllByText('Offline map · Natural Earth')).toHaveLength(3);
    // Basic: zoom 7 in Google terms is MapLibre zoom 6; Info Window 15 -> 14.
    const zooms = liveMaps().map((m) => m.options.zoom);
    expect(zooms).toEqual(expect.arrayContaining([6, 14, 16]));
    // The style is self-contained: no glyphs, sprites or remote tiles.
    for (const m of liveMaps()) {
      const style = m.options.style as { glyphs?: string; sprite?: string; sources: Record<string, { type: string }> };
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
    }
    await waitFor(() => expect(within(card('basic')).getAllByRole('button', { name: /^(Lisbon|Porto)$/ })).toHaveLength(2));
  });

  it('info window: a click opens, the same marker closes, another marker moves it; Enter and Escape work', async () => {
    const user = userEvent.setup();
    await renderRoute(PATH, { signedInAs: 'editor' });
    const info = await infoWindowCard();
    const comercio = within(info).getByRole('button', { name: 'Praça do Comércio' });
    const se = within(info).getByRole('button', { name: 'Lisbon Cathedral' });

    await user.click(comercio);
    const popup = within(info).getByRole('group', { name: 'Praça do Comércio' });
    expect(popup).toHaveTextContent('Riverside square with the Rua Augusta Arch');
    expect(comercio).toHaveAttribute('aria-expanded', 'true');
    expect(comercio).toHaveAttribute('aria-controls', popup.id);

    await user.click(comercio);
    expect(within(info).queryByRole('group')).toBeNull();
    expect(comercio).toHaveAttribute('aria-expanded', 'false');

    await user.click(comercio);
    await user.click(se);
    expect(within(info).getAllByRole('group')).toHaveLength(1);
    expect(within(info).getByRole('group', { name: 'Lisbon Cathedral' })).toBeInTheDocument();
    expect(comercio).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(info).getByRole('button', { name: 'Close info window' }));
    expect(within(info).queryByRole('group')).toBeNull();
    expect(se).toHaveFocus();

    const rossio = within(info).getByRole('button', { name: 'Rossio' });
    rossio.focus();
    await user.keyboard('{Enter}');
    expect(within(info).getByRole('group', { name: 'Rossio' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(info).queryByRole('group')).toBeNull();
  });

  it('info window: its close button follows its marker in the tab order; Escape from elsewhere in the map closes it', async () => {
    const user = userEvent.setup();
    await renderRoute(PATH, { signedInAs: 'editor' });
    const info = await infoWindowCard();
    const comercio = within(info).getByRole('button', { name: 'Praça do Comércio' });
    comercio.focus();
    await user.keyboard('{Enter}');
    expect(within(info).getByRole('group', { name: 'Praça do Comércio' })).toBeInTheDocument();
    await user.tab();
    expect(within(info).getByRole('button', { name: 'Close info window' })).toHaveFocus();
    await user.tab();
    expect(within(info).getByRole('button', { name: 'Lisbon Cathedral' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(comercio).toHaveFocus();

    // Focus on another marker (or the canvas): Escape still closes the open info window and keeps focus there.
    within(info).getByRole('button', { name: 'Rossio' }).focus();
    await user.keyboard('{Escape}');
    expect(within(info).queryByRole('group')).toBeNull();
    expect(comercio).toHaveAttribute('aria-expanded', 'false');
    expect(within(info).getByRole('button', { name: 'Rossio' })).toHaveFocus();
  });

  it('coordinates use the reader’s language: a semicolon between decimal-comma numbers, O(uest) in French', async () => {
    const user = userEvent.setup();
    await renderRoute(PATH, { signedInAs: 'editor' });
    const info = await waitFor(() => {
      const el = card('infoWindow');
      expect(within(el).getByRole('button', { name: 'Praça do Comércio' })).toBeInTheDocument();
      return el;
    });
    await user.click(within(info).getByRole('button', { name: 'Praça do Comércio' }));
    await switchLanguage('de', ['maps']);
    await waitFor(() => expect(within(info).getByText(/Triumphbogen/)).toBeInTheDocument());
    expect(within(info).getByRole('group', { name: 'Praça do Comércio' })).toHaveTextContent('38,7075; -9,1361');
    await switchLanguage('fr', ['maps']);
    await waitFor(() => expect(within(card('streetView')).getByText('38,7103° N, 9,1372° O')).toBeInTheDocument());
  });

  it('info window: a popup cut off by the map edge pans the map until it fits (like Google auto-pan)', async () => {
    const user = userEvent.setup();
    // jsdom has no layout: the map is 400×300 and an opened popup sticks out 40 px above it.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('tessera-map-popup')) return new DOMRect(100, -40, 224, 100);
      return this.hasAttribute('data-place-marker') ? new DOMRect(0, 0, 36, 44) : new DOMRect(0, 0, 400, 300);
    });
    await renderRoute(PATH, { signedInAs: 'editor' });
    const info = await waitFor(() => {
      const el = card('infoWindow');
      expect(within(el).getByRole('button', { name: 'Rossio' })).toBeInTheDocument();
      return el;
    });
    fakes.state.pans.length = 0;
    await user.click(within(info).getByRole('button', { name: 'Rossio' }));
    expect(within(info).getByRole('group', { name: 'Rossio' })).toBeInTheDocument();
    await waitFor(() => expect(fakes.state.pans).toEqual([[0, -52]]));
  });

  it('a marker panned out of view is brought back into the map when the keyboard focuses it', async () => {
    // jsdom has no layout: the map is 400×300 and a pin 36×44; Rossio is drawn below the map's bottom edge.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.hasAttribute('data-place-marker') ? new DOMRect(0, 0, 36, 44) : new DOMRect(0, 0, 400, 300);
    });
    fakes.state.project = ([lng]) => (lng === -9.13935 ? { x: 100, y: 364 } : { x: 200, y: 150 });
    await renderRoute(PATH, { signedInAs: 'editor' });
    const info = await waitFor(() => {
      const el = card('infoWindow');
      expect(within(el).getByRole('button', { name: 'Rossio' })).toBeInTheDocument();
      return el;
    });
    await act(async () => {}); // let the map's effects (the focus listener) run before focusing
    fakes.state.pans.length = 0;
    act(() => within(info).getByRole('button', { name: 'Lisbon Cathedral' }).focus());
    expect(fakes.state.pans).toEqual([]);
    act(() => within(info).getByRole('button', { name: 'Rossio' }).focus());
    expect(fakes.state.pans).toEqual([[0, 76]]);
  });

  it('street view: the heading control turns the view cone', async () => {
    const user = userEvent.setup();
    await renderRoute(PATH, { signedInAs: 'editor' });
    const street = await waitFor(() => {
      const el = card('streetView');
      expect(within(el).getByRole('img', { name: 'Street View spot, looking south (162°)' })).toBeInTheDocument();
      return el;
    });
    const cone = () => fakes.state.markers.find((m) => !m.removed && m.element.className === 'tessera-map-cone')!;
    expect(cone().rotation).toBe(162);
    await user.click(within(street).getByRole('button', { name: 'Turn right' }));
    expect(within(street).getByText('177°')).toBeInTheDocument();
    // The new heading is announced (the buttons themselves do not change).
    expect(within(street).getByText('177°').closest('[aria-live="polite"]')).toHaveTextContent('Heading177°Looking south');
    expect(cone().rotation).toBe(177);
    await user.click(within(street).getByRole('button', { name: 'Face north' }));
    await user.click(within(street).getByRole('button', { name: 'Turn left' }));
    expect(within(street).getByText('345°')).toBeInTheDocument();
    expect(within(street).getByText('Looking north')).toBeInTheDocument();
    expect(cone().rotation).toBe(345);
    const slider = within(street).getByRole('slider', { name: 'Heading' });
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(cone().rotation).toBe(344);
  });

  it('with a key, a Google script that fails to load falls back to the offline map', async () => {
    fakes.state.key = 'test-key';
    await renderRoute(PATH, { signedInAs: 'editor' });
    const script = await waitFor(() => {
      const el = document.getElementById(GOOGLE_MAPS_SCRIPT_ID) as HTMLScriptElement | null;
      expect(el).not.toBeNull();
      return el!;
    });
    expect(new URL(script.src).searchParams.get('key')).toBe('test-key');
    expect(screen.getAllByText('Loading map…').length).toBeGreaterThan(0);
    expect(fakes.state.maps).toHaveLength(0);
    act(() => script.dispatchEvent(new Event('error')));
    await waitFor(() => expect(liveMaps()).toHaveLength(3));
    expect(screen.getAllByText('Offline map')).toHaveLength(3);
  });

  it('with a key and Google loaded, markers toggle the Google info window', async () => {
    fakes.state.key = 'test-key';
    const clicks: Record<string, () => void> = {};
    const opened: string[] = [];
    let closed = 0;
    const api = {
      Map: vi.fn(function GMap() {
        return { setOptions() {} };
      }),
      Marker: vi.fn(function GMarker(options: { title: string }) {
        return {
          setMap() {},
          addListener: (_: string, fn: () => void) => {
            clicks[options.title] = fn;
            return { remove() {} };
          },
        };
      }),
      InfoWindow: vi.fn(function GInfo() {
        let content: Node | string = '';
        return {
          setContent: (c: Node | string) => (content = c),
          open: () => opened.push(typeof content === 'string' ? content : (content.textContent ?? '')),
          close: () => (closed += 1),
          addListener: () => ({ remove() {} }),
        };
      }),
      StreetViewPanorama: vi.fn(function GPano() {
        return { getPov: () => ({ heading: 162, pitch: 0 }), setPov() {}, setVisible() {}, addListener: () => ({ remove() {} }) };
      }),
    };
    await renderRoute(PATH, { signedInAs: 'editor' });
    await waitFor(() => expect(document.getElementById(GOOGLE_MAPS_SCRIPT_ID)).not.toBeNull());
    const w = window as TestWindow;
    w.google = { maps: api };
    act(() => w.__tesseraGoogleMapsReady?.());
    // The maps are built in effects after the cards render: wait for the markers, not only the card labels.
    await waitFor(() => {
      expect(screen.getAllByText('Google Maps')).toHaveLength(3);
      expect(api.Map).toHaveBeenCalledTimes(2);
      expect(api.StreetViewPanorama).toHaveBeenCalledTimes(1);
      expect(clicks['Rossio']).toBeTypeOf('function');
      expect(clicks['Praça do Comércio']).toBeTypeOf('function');
    });
    expect(api.Map.mock.calls.map((c) => (c as unknown[])[1])).toEqual(
      expect.arrayContaining([expect.objectContaining({ zoom: 7 }), expect.objectContaining({ zoom: 15 })]),
    );
    expect(fakes.state.maps).toHaveLength(0);

    act(() => clicks['Rossio']?.());
    expect(opened.at(-1)).toContain('Rossio');
    const closedBefore = closed;
    act(() => clicks['Rossio']?.());
    expect(closed).toBeGreaterThan(closedBefore);
    act(() => clicks['Praça do Comércio']?.());
    expect(opened.at(-1)).toContain('Praça do Comércio');
  });

  it('without WebGL shows the places as a list with the same info toggles', async () => {
    fakes.state.webgl = false;
    const user = userEvent.setup();
    await renderRoute(PATH, { signedInAs: 'editor' });
    const basic = await waitFor(() => {
      const el = card('basic');
      expect(within(el).getByText('Interactive map unavailable')).toBeInTheDocument();
      return el;
    });
    expect(fakes.state.maps).toHaveLength(0);
    const lisbon = within(basic).getByRole('button', { name: 'Lisbon' });
    await user.click(lisbon);
    expect(within(basic).getByRole('group', { name: 'Lisbon' })).toHaveTextContent('Capital of Portugal');
    await user.click(within(basic).getByRole('button', { name: 'Porto' }));
    expect(within(basic).getAllByRole('group')).toHaveLength(1);
    expect(within(basic).getByRole('group', { name: 'Porto' })).toBeInTheDocument();
  });
});
