/**
 * Info-window rule shared by the Google and the offline map: clicking a marker opens its popup, clicking the
 * same marker again closes it, clicking another marker moves the popup there.
 */
export function togglePopup<T extends string>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far to pan the map (in px, MapLibre's `panBy` offset) so that an info window lies inside the map with
 * `pad` px to spare, like Google's auto-pan: 0 when it already fits. A box taller or wider than the room
 * keeps its top / start edge in view.
 */
export function panIntoView(popup: Box, map: Box, pad: number): [number, number] {
  const shift = (start: number, end: number, min: number, max: number) =>
    start < min + pad ? start - (min + pad) : end > max - pad ? Math.min(end - (max - pad), start - (min + pad)) : 0;
  return [shift(popup.left, popup.right, map.left, map.right), shift(popup.top, popup.bottom, map.top, map.bottom)];
}
