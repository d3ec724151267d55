/** The map demos: centres and zooms are Google zoom levels (256 px tiles); MapLibre draws 512 px tiles, one level lower. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** @public (its element type is the public one) */
export const PLACE_IDS = ['lisbon', 'porto', 'comercio', 'se', 'rossio'] as const;
export type PlaceId = (typeof PLACE_IDS)[number];

export interface MapPlace extends LngLat {
  id: PlaceId;
}

export interface MapDemo {
  center: LngLat;
  /** Google Maps zoom level. */
  zoom: number;
  places: readonly MapPlace[];
}

/** Basic: two markers, zoom 7 (Lisbon and Porto). */
export const BASIC: MapDemo = {
  center: { lng: -8.87, lat: 40.0 },
  zoom: 7,
  places: [
    { id: 'lisbon', lng: -9.1393, lat: 38.7223 },
    { id: 'porto', lng: -8.611, lat: 41.1496 },
  ],
};

/** Info Window: three nearby markers in Lisbon's Baixa at zoom 15. */
export const INFO_WINDOW: MapDemo = {
  center: { lng: -9.1368, lat: 38.7106 },
  zoom: 15,
  places: [
    { id: 'comercio', lng: -9.13612, lat: 38.70751 },
    { id: 'se', lng: -9.13325, lat: 38.70985 },
    { id: 'rossio', lng: -9.13935, lat: 38.71385 },
  ],
};

/** Street View: a fixed spot on Rua Augusta, looking south towards the triumphal arch. */
export const STREET_VIEW = {
  position: { lng: -9.13717, lat: 38.71032 } satisfies LngLat,
  /** Degrees clockwise from north. */
  heading: 162,
  pitch: 0,
  /** Google zoom of the offline map around the spot. */
  zoom: 17,
} as const;

/** MapLibre zoom for a Google zoom level. */
export const toMapLibreZoom = (googleZoom: number) => googleZoom - 1;
