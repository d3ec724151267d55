/**
 * Hand-drawn street-level geodata around Lisbon's Baixa (approximate, for the offline map at zoom 13-18):
 * the river front, squares, parks, the Pombaline street grid with its blocks, and the main streets around it.
 * Positions are built in metres on a local grid aligned with Rua Augusta, then turned into longitude/latitude.
 */
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';

/** Arco da Rua Augusta, the origin of the local grid. */
const ORIGIN = { lng: -9.13665, lat: 38.70856 };
const M_PER_LAT = 111_320;
const M_PER_LNG = 111_320 * Math.cos((ORIGIN.lat * Math.PI) / 180);
/** Rua Augusta runs 17.7° west of north. */
const ANGLE = (-17.7 * Math.PI) / 180;

/** Local metres east/north of the arch -> [lng, lat]. */
function fromMetres(east: number, north: number): Position {
  return [round(ORIGIN.lng + east / M_PER_LNG), round(ORIGIN.lat + north / M_PER_LAT)];
}
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** Baixa grid: x across the grid (towards the east), s along Rua Augusta (towards Rossio). */
function grid(x: number, s: number): Position {
  return fromMetres(x * Math.cos(ANGLE) + s * Math.sin(ANGLE), -x * Math.sin(ANGLE) + s * Math.cos(ANGLE));
}

/** Closes a ring by repeating its first point. */
const ring = ([first, ...rest]: Position[]): Position[] => (first ? [first, ...rest, first] : []);
const rect = (x0: number, s0: number, x1: number, s1: number): Position[] => ring([grid(x0, s0), grid(x1, s0), grid(x1, s1), grid(x0, s1)]);
const polygon = (kind: string, coordinates: Position[]): Feature<Polygon> => ({
  type: 'Feature',
  properties: { kind },
  geometry: { type: 'Polygon', coordinates: [coordinates] },
});
const line = (kind: 'major' | 'minor' | 'path', coordinates: Position[]): Feature<LineString> => ({
  type: 'Feature',
  properties: { kind },
  geometry: { type: 'LineString', coordinates },
});

/** The area the street-level data covers; below zoom 12 the Natural Earth coast takes over. */
const LISBON_BOUNDS: [number, number, number, number] = [-9.166, 38.69, -9.108, 38.73];

/** The Tagus waterfront from Santos (west) to Santa Apolónia (east). */
const RIVER_EDGE: Position[] = [
  [-9.166, 38.7029],
  [-9.16, 38.7037],
  [-9.152, 38.7049],
  [-9.147, 38.7055],
  [-9.144, 38.7059],
  [-9.141, 38.7061],
  grid(-160, -192),
  grid(160, -192),
  [-9.1318, 38.708],
  [-9.13, 38.709],
  [-9.128, 38.71],
  [-9.1255, 38.7113],
  [-9.123, 38.7128],
  [-9.12, 38.715],
  [-9.116, 38.7175],
  [-9.112, 38.72],
  [-9.108, 38.7225],
];

/** Baixa streets across the grid (x) and along it (s). */
const GRID_X = [-128, -85, -42, 0, 42, 85, 127, 170];
const GRID_S = [5, 58, 111, 164, 217, 270, 323, 376, 429, 482, 535];

function baixaBlocks(): Feature<Polygon>[] {
  const blocks: Feature<Polygon>[] = [];
  // Streets are ~10 m wide (Rua Augusta ~14 m): blocks stop half a street short of each centre line.
  const inset = (x: number) => (x === 0 ? 7 : 5);
  GRID_X.slice(1).forEach((right, i) => {
    const left = GRID_X[i] ?? right;
    GRID_S.slice(1).forEach((north, j) => {
      const south = GRID_S[j] ?? north;
      blocks.push(polygon('building', rect(left + inset(left), south + 5, right - inset(right), north - 5)));
    });
  });
  return blocks;
}

interface Fabric {
  /** Centre on the Baixa grid (x, s). */
  at: [number, number];
  /** Rotation of the quarter's streets, degrees clockwise from the Baixa grid. */
  turn: number;
  cols: number;
  rows: number;
  /** Block size and street width in metres. */
  block: [number, number];
  street: number;
  /** 0..1: how irregular the blocks are (old quarters). */
  jitter: number;
  seed: number;
}

/** Deterministic pseudo-random numbers (no Math.random: the map must look the same on every load). */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t * 1_664_525 + 1_013_904_223) >>> 0;
    return t / 4_294_967_296;
  };
}

/** A quarter of blocks and the streets between them, e.g. Bairro Alto's grid or Alfama's small irregular blocks. */
function fabric({ at: [cx, cs], turn, cols, rows, block: [bw, bh], street, jitter, seed }: Fabric) {
  const rand = random(seed);
  const a = (turn * Math.PI) / 180;
  const local = (u: number, v: number) => grid(cx + u * Math.cos(a) + v * Math.sin(a), cs - u * Math.sin(a) + v * Math.cos(a));
  const pitchU = bw + street;
  const pitchV = bh + street;
  const u0 = (-cols * pitchU) / 2;
  const v0 = (-rows * pitchV) / 2;
  const buildings: Feature<Polygon>[] = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      if (jitter > 0 && rand() < jitter * 0.35) continue;
      const wobble = () => (rand() - 0.5) * jitter * street * 1.6;
      const x0 = u0 + c * pitchU + street / 2;
      const y0 = v0 + r * pitchV + street / 2;
      buildings.push(
        polygon(
          'building',
          ring([
            local(x0 + wobble(), y0 + wobble()),
            local(x0 + bw + wobble(), y0 + wobble()),
            local(x0 + bw + wobble(), y0 + bh + wobble()),
            local(x0 + wobble(), y0 + bh + wobble()),
          ]),
        ),
      );
    }
  }
  const streets: Feature<LineString>[] = [];
  for (let c = 0; c <= cols; c++) streets.push(line('minor', [local(u0 + c * pitchU, v0), local(u0 + c * pitchU, -v0)]));
  for (let r = 0; r <= rows; r++) streets.push(line('minor', [local(u0, v0 + r * pitchV), local(-u0, v0 + r * pitchV)]));
  return { buildings, streets };
}

const QUARTERS = [
  // Bairro Alto, Chiado, Alfama, Mouraria, Castelo, and the blocks beside Avenida da Liberdade.
  fabric({ at: [-560, 640], turn: 8, cols: 6, rows: 7, block: [34, 46], street: 8, jitter: 0.15, seed: 11 }),
  fabric({ at: [-300, 170], turn: 0, cols: 2, rows: 6, block: [48, 44], street: 10, jitter: 0.1, seed: 12 }),
  fabric({ at: [640, 160], turn: 35, cols: 6, rows: 5, block: [30, 30], street: 7, jitter: 0.8, seed: 13 }),
  fabric({ at: [400, 720], turn: -12, cols: 5, rows: 4, block: [34, 30], street: 7, jitter: 0.7, seed: 14 }),
  fabric({ at: [300, 330], turn: 20, cols: 2, rows: 4, block: [30, 34], street: 7, jitter: 0.6, seed: 15 }),
  fabric({ at: [-340, 930], turn: 12, cols: 3, rows: 6, block: [44, 52], street: 10, jitter: 0.1, seed: 16 }),
  fabric({ at: [-60, 1030], turn: 12, cols: 3, rows: 5, block: [44, 52], street: 10, jitter: 0.1, seed: 17 }),
];

function baixaStreets(): Feature<LineString>[] {
  const streets: Feature<LineString>[] = [];
  for (const x of GRID_X) streets.push(line(x === 0 ? 'path' : 'minor', [grid(x, x === 0 ? -35 : 0), grid(x, 540)]));
  for (const s of GRID_S) streets.push(line('minor', [grid(-175, s), grid(205, s)]));
  return streets;
}

export function lisbonGeodata() {
  const [w, s, e, n] = LISBON_BOUNDS;
  const ground: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: [
      polygon(
        'land',
        ring([
          [w, s],
          [e, s],
          [e, n],
          [w, n],
        ]),
      ),
    ],
  };
  const water: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: [polygon('water', ring([...RIVER_EDGE, [e, s], [w, s]]))],
  };
  const areas: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: [
      // Old quarters: Chiado and Bairro Alto to the west, Alfama and Mouraria to the east.
      polygon('urban', ring([grid(-150, 0), grid(-700, 60), grid(-760, 900), grid(-180, 1000), grid(-140, 540)])),
      polygon('urban', ring([grid(200, -60), grid(720, -20), grid(780, 700), grid(320, 940), grid(230, 560)])),
      polygon('urban', ring([grid(-175, 0), grid(205, 0), grid(205, 540), grid(-175, 540)])),
      // Parks and gardens.
      polygon(
        'park',
        ring([
          [-9.1405, 38.70618],
          [-9.1381, 38.70642],
          [-9.13785, 38.70682],
          [-9.1405, 38.7066],
        ]),
      ),
      polygon(
        'park',
        ring([grid(360, 420), grid(430, 395), grid(520, 430), grid(545, 500), grid(500, 560), grid(420, 570), grid(365, 520)]),
      ),
      polygon('park', ring([grid(395, 235), grid(440, 230), grid(445, 262), grid(400, 268)])),
      polygon('park', ring([grid(-420, 700), grid(-370, 690), grid(-365, 745), grid(-415, 750)])),
      // Squares.
      polygon('plaza', rect(-95, -175, 95, -35)),
      polygon('plaza', rect(-110, 545, -5, 735)),
      polygon('plaza', rect(25, 545, 120, 640)),
      polygon('plaza', ring([grid(230, 780), grid(300, 770), grid(310, 880), grid(245, 890)])),
      polygon('plaza', ring([grid(-180, 790), grid(-120, 790), grid(-125, 900), grid(-185, 900)])),
      polygon('plaza', ring([grid(300, -110), grid(360, -100), grid(355, -60), grid(300, -70)])),
    ],
  };
  const buildings: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: [
      ...baixaBlocks(),
      ...QUARTERS.flatMap((q) => q.buildings),
      // Arcaded wings of Praça do Comércio (the arch opens the north wing onto Rua Augusta).
      polygon('building', rect(-130, -35, -8, -3)),
      polygon('building', rect(8, -35, 130, -3)),
      polygon('building', rect(-130, -175, -95, -35)),
      polygon('building', rect(95, -175, 130, -35)),
      // Blocks around Rossio and Praça da Figueira.
      polygon('building', rect(-5 + 8, 545, 25 - 6, 640)),
      polygon('building', rect(-150, 745, 10, 790)),
      polygon('building', rect(25, 650, 140, 700)),
      // Lisbon Cathedral (Sé).
      polygon('building', ring([grid(300, 30), grid(350, 42), grid(344, 68), grid(294, 56)])),
      // São Jorge castle keep.
      polygon('building', ring([grid(425, 470), grid(470, 465), grid(478, 505), grid(432, 512)])),
    ],
  };
  const roads: FeatureCollection<LineString> = {
    type: 'FeatureCollection',
    features: [
      ...QUARTERS.flatMap((q) => q.streets),
      ...baixaStreets(),
      // Riverside avenues.
      line('major', [
        grid(130, -185),
        [-9.1318, 38.7083],
        [-9.1298, 38.7093],
        [-9.1275, 38.7104],
        [-9.125, 38.7118],
        [-9.1225, 38.7133],
        [-9.1195, 38.7155],
        [-9.116, 38.718],
        [-9.11, 38.7222],
      ]),
      line('major', [
        grid(-130, -185),
        [-9.1405, 38.7069],
        [-9.144, 38.7065],
        [-9.147, 38.7061],
        [-9.152, 38.7055],
        [-9.16, 38.7044],
        [-9.166, 38.7036],
      ]),
      line('major', [grid(-130, -100), grid(-350, -40), [-9.1445, 38.7068]]),
      // Rossio, Restauradores and Avenida da Liberdade.
      line('major', [
        grid(-5, 735),
        grid(-110, 740),
        grid(-150, 800),
        grid(-166, 900),
        [-9.1456, 38.72],
        [-9.1478, 38.7228],
        [-9.15, 38.7253],
      ]),
      line('minor', [grid(-110, 545), grid(-110, 740)]),
      line('minor', [grid(-5, 545), grid(-5, 740)]),
      line('minor', [grid(120, 545), grid(140, 645), grid(230, 780)]),
      // Rua da Madalena and Martim Moniz.
      line('major', [grid(205, -150), grid(215, 200), grid(235, 500), grid(270, 840)]),
      // Chiado: Rua do Carmo, Rua Garrett, Rua Nova do Almada.
      line('minor', [grid(-110, 545), grid(-190, 330), grid(-380, 300), grid(-520, 330)]),
      line('minor', [grid(-175, 0), grid(-185, 330)]),
      line('minor', [grid(-380, 300), grid(-420, 620), grid(-400, 720)]),
      line('minor', [grid(-350, -40), grid(-380, 300)]),
      // Alfama: towards the Sé, Santa Luzia and the castle.
      line('minor', [grid(205, 40), grid(300, 30)]),
      line('minor', [grid(350, 42), grid(385, 150), grid(410, 240), grid(470, 300), grid(560, 250), grid(640, 180)]),
      line('minor', [grid(235, 500), grid(330, 560), grid(365, 520)]),
      line('minor', [grid(270, 760), grid(330, 640), grid(440, 600), grid(520, 540)]),
      line('minor', [grid(470, 300), grid(520, 430)]),
      line('minor', [grid(130, -185), grid(300, -110), grid(360, -100), grid(560, -40)]),
      line('minor', [grid(360, -100), grid(350, 42)]),
    ],
  };
  return { ground, water, areas, buildings, roads };
}
