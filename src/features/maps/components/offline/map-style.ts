import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { lisbonGeodata } from '../../data/lisbon';
import { portugalGeodata } from '../../data/portugal';
import type { MapPalette } from '../../lib/map-palette';

export interface BundledGeodata {
  world: { land: FeatureCollection; borders: FeatureCollection };
  iberia: { land: FeatureCollection; borders: FeatureCollection };
}

/** Natural Earth land and borders, bundled (world at 1:110m, Portugal and western Spain at 1:10m). */
export async function loadGeodata(): Promise<BundledGeodata> {
  const [world, iberia] = await Promise.all([import('../../data/geo/world.json'), import('../../data/geo/iberia.json')]);
  return { world: world.default as BundledGeodata['world'], iberia: iberia.default as BundledGeodata['iberia'] };
}

const zoomed = (...stops: number[]): ExpressionSpecification => ['interpolate', ['exponential', 1.6], ['zoom'], ...stops];
const fadeIn = (from: number, to: number): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], from, 0, to, 1];

/**
 * A self-contained vector style: GeoJSON sources only, no glyphs, sprites or tiles, so the map never asks the
 * network for anything. Labels are HTML markers, not symbol layers.
 */
export function buildMapStyle(p: MapPalette, geo: BundledGeodata): StyleSpecification {
  const local = lisbonGeodata();
  const region = portugalGeodata();
  const geojson = (data: FeatureCollection) => ({ type: 'geojson' as const, data, attribution: '' });
  return {
    version: 8,
    sources: {
      worldLand: geojson(geo.world.land),
      worldBorders: geojson(geo.world.borders),
      iberiaLand: geojson(geo.iberia.land),
      iberiaBorders: geojson(geo.iberia.borders),
      cities: geojson(region.cities),
      motorways: geojson(region.motorways),
      lisbonGround: geojson(local.ground),
      lisbonWater: geojson(local.water),
      lisbonAreas: geojson(local.areas),
      lisbonBuildings: geojson(local.buildings),
      lisbonRoads: geojson(local.roads),
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': p.water } },
      { id: 'world-land', type: 'fill', source: 'worldLand', paint: { 'fill-color': p.land, 'fill-antialias': true } },
      { id: 'iberia-land', type: 'fill', source: 'iberiaLand', paint: { 'fill-color': p.land } },
      {
        id: 'lisbon-ground',
        type: 'fill',
        source: 'lisbonGround',
        minzoom: 11,
        paint: { 'fill-color': p.land, 'fill-opacity': fadeIn(11.5, 12.5) },
      },
      {
        id: 'lisbon-water',
        type: 'fill',
        source: 'lisbonWater',
        minzoom: 11,
        paint: { 'fill-color': p.water, 'fill-opacity': fadeIn(11.5, 12.5) },
      },
      {
        id: 'lisbon-urban',
        type: 'fill',
        source: 'lisbonAreas',
        minzoom: 12,
        filter: ['==', ['get', 'kind'], 'urban'],
        paint: { 'fill-color': p.urban, 'fill-opacity': fadeIn(12, 13) },
      },
      {
        id: 'lisbon-parks',
        type: 'fill',
        source: 'lisbonAreas',
        minzoom: 12,
        filter: ['==', ['get', 'kind'], 'park'],
        paint: { 'fill-color': p.park, 'fill-opacity': fadeIn(12, 13) },
      },
      {
        id: 'lisbon-plazas',
        type: 'fill',
        source: 'lisbonAreas',
        minzoom: 13,
        filter: ['==', ['get', 'kind'], 'plaza'],
        paint: { 'fill-color': p.plaza, 'fill-opacity': fadeIn(13, 14) },
      },
      {
        id: 'world-borders',
        type: 'line',
        source: 'worldBorders',
        paint: { 'line-color': p.border, 'line-width': 0.8, 'line-opacity': 0.6 },
      },
      {
        id: 'iberia-borders',
        type: 'line',
        source: 'iberiaBorders',
        maxzoom: 12,
        paint: { 'line-color': p.border, 'line-width': zoomed(4, 0.8, 10, 2), 'line-dasharray': [3, 2], 'line-opacity': 0.75 },
      },
      {
        id: 'motorways-casing',
        type: 'line',
        source: 'motorways',
        minzoom: 5,
        maxzoom: 11.5,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': p.majorRoadCasing, 'line-width': zoomed(5, 1.6, 11, 5), 'line-opacity': 0.5 },
      },
      {
        id: 'motorways',
        type: 'line',
        source: 'motorways',
        minzoom: 5,
        maxzoom: 11.5,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': p.majorRoad, 'line-width': zoomed(5, 0.8, 11, 3.5) },
      },
      {
        id: 'lisbon-buildings',
        type: 'fill',
        source: 'lisbonBuildings',
        minzoom: 14,
        paint: { 'fill-color': p.building, 'fill-outline-color': p.buildingOutline, 'fill-opacity': fadeIn(14, 15) },
      },
      {
        id: 'lisbon-road-casing',
        type: 'line',
        source: 'lisbonRoads',
        minzoom: 13,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        filter: ['!=', ['get', 'kind'], 'major'],
        paint: { 'line-color': p.roadCasing, 'line-width': zoomed(13, 1.5, 18, 14), 'line-opacity': fadeIn(13, 14) },
      },
      {
        id: 'lisbon-roads',
        type: 'line',
        source: 'lisbonRoads',
        minzoom: 13,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        filter: ['!=', ['get', 'kind'], 'major'],
        paint: {
          'line-color': ['match', ['get', 'kind'], 'path', p.plaza, p.road],
          'line-width': zoomed(13, 0.8, 18, 11),
          'line-opacity': fadeIn(13, 14),
        },
      },
      {
        id: 'lisbon-major-casing',
        type: 'line',
        source: 'lisbonRoads',
        minzoom: 12,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        filter: ['==', ['get', 'kind'], 'major'],
        paint: { 'line-color': p.majorRoadCasing, 'line-width': zoomed(12, 2, 18, 20), 'line-opacity': 0.55 },
      },
      {
        id: 'lisbon-major',
        type: 'line',
        source: 'lisbonRoads',
        minzoom: 12,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        filter: ['==', ['get', 'kind'], 'major'],
        paint: { 'line-color': p.majorRoad, 'line-width': zoomed(12, 1.2, 18, 16) },
      },
      {
        id: 'cities-halo',
        type: 'circle',
        source: 'cities',
        minzoom: 4,
        maxzoom: 11,
        paint: { 'circle-color': p.cityHalo, 'circle-radius': ['match', ['get', 'rank'], 1, 5.5, 2, 4, 3] },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        minzoom: 4,
        maxzoom: 11,
        paint: { 'circle-color': p.city, 'circle-radius': ['match', ['get', 'rank'], 1, 3.5, 2, 2.5, 1.8], 'circle-opacity': 0.8 },
      },
    ],
  };
}
