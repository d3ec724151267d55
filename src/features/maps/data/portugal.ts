/** Cities and motorways drawn on the regional map (zoom 5-12); approximate, for orientation only. */
import type { FeatureCollection, LineString, Point } from 'geojson';

const CITIES: [number, number, number][] = [
  // [lng, lat, rank] rank 1 = capital/major city
  [-9.1393, 38.7223, 1],
  [-8.611, 41.1496, 1],
  [-8.4292, 40.2033, 2],
  [-8.4265, 41.5454, 2],
  [-8.6538, 40.6405, 2],
  [-8.8071, 39.7436, 2],
  [-8.6818, 39.2362, 2],
  [-7.9135, 38.5714, 2],
  [-7.9304, 37.0194, 2],
  [-8.8932, 38.5244, 2],
  [-7.9137, 40.661, 2],
  [-7.2678, 40.5373, 3],
  [-6.7567, 41.8057, 3],
  [-7.4912, 39.8222, 3],
  [-8.8345, 41.6932, 3],
  [-8.7209, 42.2406, 2],
  [-5.6635, 40.9701, 2],
  [-6.9707, 38.8794, 2],
  [-5.9845, 37.3891, 1],
  [-3.7038, 40.4168, 1],
];

const MOTORWAYS: [number, number][][] = [
  // A1 Lisbon - Porto
  [
    [-9.11, 38.77],
    [-8.99, 38.95],
    [-8.69, 39.24],
    [-8.62, 39.47],
    [-8.81, 39.74],
    [-8.43, 40.21],
    [-8.55, 40.45],
    [-8.6, 40.64],
    [-8.61, 41.0],
    [-8.61, 41.15],
  ],
  // A2 Lisbon - Algarve
  [
    [-9.16, 38.69],
    [-9.02, 38.55],
    [-8.7, 38.35],
    [-8.36, 37.95],
    [-8.25, 37.55],
    [-8.0, 37.15],
  ],
  // A6 towards Évora and Badajoz
  [
    [-8.9, 38.64],
    [-8.4, 38.62],
    [-7.91, 38.57],
    [-7.4, 38.73],
    [-6.97, 38.88],
  ],
  // A25 Aveiro - Viseu - Guarda
  [
    [-8.6, 40.64],
    [-8.2, 40.68],
    [-7.91, 40.66],
    [-7.27, 40.54],
    [-6.85, 40.6],
  ],
  // A3 Porto - Braga - Valença
  [
    [-8.61, 41.15],
    [-8.43, 41.55],
    [-8.6, 41.9],
    [-8.65, 42.05],
  ],
  // A23 Torres Novas - Castelo Branco - Guarda
  [
    [-8.55, 39.47],
    [-7.9, 39.6],
    [-7.49, 39.82],
    [-7.3, 40.2],
    [-7.27, 40.54],
  ],
];

export function portugalGeodata() {
  const cities: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: CITIES.map(([lng, lat, rank]) => ({
      type: 'Feature',
      properties: { rank },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  };
  const motorways: FeatureCollection<LineString> = {
    type: 'FeatureCollection',
    features: MOTORWAYS.map((coordinates) => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } })),
  };
  return { cities, motorways };
}
