// Regenerates world.json and iberia.json in this folder from Natural Earth data (public domain) as packaged by
// world-atlas 2.0.2 (ISC). Not part of the app or its install: run by hand when the bundled geodata should change.
//   cd /tmp && npm pack world-atlas@2.0.2 topojson-client@3.1.0 && mkdir wa tc && tar xzf world-atlas-2.0.2.tgz -C wa && tar xzf topojson-client-3.1.0.tgz -C tc
//   node src/features/maps/data/geo/build-geo.mjs /tmp/wa/package /tmp/tc/package
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [atlasDir, clientDir] = process.argv.slice(2);
if (!atlasDir || !clientDir) throw new Error('usage: build-geo.mjs <world-atlas dir> <topojson-client dir>');
const topo = await import(pathToFileURL(join(clientDir, 'dist', 'topojson-client.js')).href).then((m) => m.default ?? m);
const here = dirname(fileURLToPath(import.meta.url));
const read = (f) => JSON.parse(readFileSync(join(atlasDir, f), 'utf8'));

/** The detailed region: Portugal and western Spain (covers the Basic card at zoom 7 and some panning). */
const BOX = { w: -13, s: 35, e: 0, n: 45 };

const round = (d) => (p) => [Number(p[0].toFixed(d)), Number(p[1].toFixed(d))];

function simplify(points, tol) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let best = -1;
    let dist = tol;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > dist) {
        dist = d;
        best = i;
      }
    }
    if (best > 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Closed rings: simplify both halves so the identical first and last points do not collapse the ring. */
function simplifyRing(ring, tol) {
  const mid = Math.floor(ring.length / 2);
  if (mid < 2) return ring;
  return [...simplify(ring.slice(0, mid + 1), tol).slice(0, -1), ...simplify(ring.slice(mid), tol)];
}

/** Sutherland–Hodgman against an axis-aligned box (fine for filled land; edges along the box are never stroked). */
function clipRing(ring, box) {
  const edges = [(p) => p[0] >= box.w, (p) => p[0] <= box.e, (p) => p[1] >= box.s, (p) => p[1] <= box.n];
  const cut = [(p, q) => lerpX(p, q, box.w), (p, q) => lerpX(p, q, box.e), (p, q) => lerpY(p, q, box.s), (p, q) => lerpY(p, q, box.n)];
  let out = ring.slice(0, -1);
  for (let k = 0; k < 4 && out.length; k++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      const inCur = edges[k](cur);
      const inPrev = edges[k](prev);
      if (inCur) {
        if (!inPrev) out.push(cut[k](prev, cur));
        out.push(cur);
      } else if (inPrev) out.push(cut[k](prev, cur));
    }
  }
  if (out.length < 3) return null;
  out.push(out[0]);
  return out;
}
const lerpX = (p, q, x) => [x, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0])];
const lerpY = (p, q, y) => [p[0] + ((q[0] - p[0]) * (y - p[1])) / (q[1] - p[1]), y];

function area(ring) {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return s / 2;
}
/** RFC 7946 winding: outer rings counter-clockwise, holes clockwise. */
const wind = (ring, outer) => (area(ring) > 0 === outer ? ring : ring.slice().reverse());

function polygons(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function dedupe(ring) {
  return ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]);
}

/** Land polygons: clipped to each box, simplified, rounded, tiny rings dropped. */
function landFeature(geoms, boxes, { tol, digits, minArea }) {
  const out = [];
  for (const g of geoms) {
    for (const poly of polygons(g)) {
      for (const box of boxes) {
        const rings = [];
        for (const [i, ring] of poly.entries()) {
          const clipped = clipRing(ring, box);
          if (!clipped) {
            if (i === 0) break;
            continue;
          }
          const r = dedupe(simplifyRing(clipped, tol).map(round(digits)));
          if (r.length < 4 || Math.abs(area(r)) < minArea) {
            if (i === 0) break;
            continue;
          }
          rings.push(wind(r, i === 0));
        }
        if (rings.length) out.push(rings);
      }
    }
  }
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: out } }],
  };
}

const inside = (p, b) => p[0] >= b.w && p[0] <= b.e && p[1] >= b.s && p[1] <= b.n;

/** Border lines kept where they are (keepInside) or are not (!keepInside) in the box. */
function borderFeature(mesh, box, keepInside, { tol, digits }) {
  const lines = [];
  for (const line of mesh.coordinates) {
    let cur = [];
    for (const p of line) {
      if (inside(p, box) === keepInside) cur.push(p);
      else {
        if (cur.length > 1) lines.push(cur);
        cur = [];
      }
    }
    if (cur.length > 1) lines.push(cur);
  }
  const coords = lines.map((l) => dedupe(simplify(l, tol).map(round(digits)))).filter((l) => l.length > 1);
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: coords } }],
  };
}

// World: 110m land everywhere except the detailed box.
const land110 = read('land-110m.json');
const countries110 = read('countries-110m.json');
const worldLand = topo.feature(land110, land110.objects.land);
const worldGeoms = worldLand.type === 'FeatureCollection' ? worldLand.features.map((f) => f.geometry) : [worldLand.geometry];
const strips = [
  { w: -180, s: -90, e: BOX.w, n: 90 },
  { w: BOX.e, s: -90, e: 180, n: 90 },
  { w: BOX.w, s: -90, e: BOX.e, n: BOX.s },
  { w: BOX.w, s: BOX.n, e: BOX.e, n: 90 },
];
const world = {
  land: landFeature(worldGeoms, strips, { tol: 0.06, digits: 2, minArea: 0.01 }),
  borders: borderFeature(
    topo.mesh(countries110, countries110.objects.countries, (a, b) => a !== b),
    BOX,
    false,
    { tol: 0.05, digits: 2 },
  ),
};

// Region: 10m countries inside the box.
const countries10 = read('countries-10m.json');
const regionGeoms = topo.feature(countries10, countries10.objects.countries).features.map((f) => f.geometry);
const region = {
  land: landFeature(regionGeoms, [BOX], { tol: 0.0008, digits: 4, minArea: 0.000005 }),
  borders: borderFeature(
    topo.mesh(countries10, countries10.objects.countries, (a, b) => a !== b),
    BOX,
    true,
    { tol: 0.0008, digits: 4 },
  ),
};

writeFileSync(join(here, 'world.json'), JSON.stringify(world));
writeFileSync(join(here, 'iberia.json'), JSON.stringify(region));
for (const f of ['world.json', 'iberia.json']) console.log(f, readFileSync(join(here, f)).length, 'bytes');
