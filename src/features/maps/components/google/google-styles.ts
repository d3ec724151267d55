import type { MapPalette } from '../../lib/map-palette';

/** Google map styling from the same theme palette as the offline map (light stays Google's default look). */
export function googleMapStyles(p: MapPalette): Record<string, unknown>[] | null {
  if (p.mode === 'light') return null;
  return [
    { elementType: 'geometry', stylers: [{ color: p.land }] },
    { elementType: 'labels.text.fill', stylers: [{ color: p.city }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: p.cityHalo }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: p.water }] },
    { featureType: 'poi.park', elementType: 'geometry', stylers: [{ color: p.park }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: p.road }] },
    { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: p.majorRoad }] },
    { featureType: 'administrative', elementType: 'geometry.stroke', stylers: [{ color: p.border }] },
  ];
}
