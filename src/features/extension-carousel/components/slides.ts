/** Bundled slide artwork (public/images/carousel); titles and captions live in the locale files. */
export const SLIDES = [
  { id: 'mountainDawn', src: '/images/carousel/mountain-dawn.svg' },
  { id: 'oceanWaves', src: '/images/carousel/ocean-waves.svg' },
  { id: 'desertDunes', src: '/images/carousel/desert-dunes.svg' },
  { id: 'northernLights', src: '/images/carousel/northern-lights.svg' },
  { id: 'forestLake', src: '/images/carousel/forest-lake.svg' },
  { id: 'cityNight', src: '/images/carousel/city-night.svg' },
  { id: 'abstractWaves', src: '/images/carousel/abstract-waves.svg' },
  { id: 'abstractOrbs', src: '/images/carousel/abstract-orbs.svg' },
  { id: 'redCanyon', src: '/images/carousel/red-canyon.svg' },
  { id: 'tropicalSunset', src: '/images/carousel/tropical-sunset.svg' },
] as const;

export type Slide = (typeof SLIDES)[number];

/** The first `n` slides, cycling when n exceeds the artwork count. */
export function pickSlides(n: number, offset = 0): Slide[] {
  return Array.from({ length: n }, (_, i) => SLIDES[(i + offset) % SLIDES.length] ?? SLIDES[0]);
}

/** Groups items into columns of `rows` (multi-row carousels scroll by column). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
