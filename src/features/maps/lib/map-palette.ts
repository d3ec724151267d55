import { parseHex } from '@/lib/colors';

/** Map colours derived from the theme tokens (light, dark, semi-dark and a custom primary). */
export interface MapPalette {
  mode: 'light' | 'dark';
  water: string;
  land: string;
  urban: string;
  park: string;
  plaza: string;
  building: string;
  buildingOutline: string;
  road: string;
  roadCasing: string;
  majorRoad: string;
  majorRoadCasing: string;
  border: string;
  city: string;
  cityHalo: string;
  primary: string;
}

const FALLBACK: Record<string, string> = {
  background: '#f5f6f8',
  card: '#ffffff',
  muted: '#f1f2f4',
  foreground: '#4b4f5a',
  'muted-foreground': '#62666f',
  border: '#e3e5e9',
  info: '#00cfe8',
  success: '#28c76f',
  warning: '#ff9f43',
  primary: '#00a598',
};

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of colour `a` over colour `b` (hex only; anything else falls back to `b`). */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return b;
  return toHex([x[0] * amount + y[0] * (1 - amount), x[1] * amount + y[1] * (1 - amount), x[2] * amount + y[2] * (1 - amount)]);
}

export function readMapPalette(root: HTMLElement | null = globalThis.document?.documentElement ?? null): MapPalette {
  const styles = root ? getComputedStyle(root) : null;
  const read = (token: string) => {
    const v = styles?.getPropertyValue(`--${token}`).trim();
    return v && parseHex(v) ? v : (FALLBACK[token] ?? '#808080');
  };
  const dark = root?.classList.contains('dark') ?? false;
  const card = read('card');
  const fg = read('foreground');
  const info = read('info');
  const success = read('success');
  const warning = read('warning');
  const land = dark ? mix(fg, card, 0.06) : mix(read('background'), card, 0.7);
  return {
    mode: dark ? 'dark' : 'light',
    water: dark ? mix(info, card, 0.17) : mix(info, card, 0.24),
    land,
    urban: mix(fg, land, dark ? 0.05 : 0.04),
    park: dark ? mix(success, land, 0.2) : mix(success, card, 0.26),
    plaza: dark ? mix(fg, land, 0.1) : card,
    building: mix(fg, land, dark ? 0.14 : 0.13),
    buildingOutline: mix(fg, land, dark ? 0.22 : 0.24),
    road: dark ? mix(fg, land, 0.22) : card,
    roadCasing: mix(fg, land, dark ? 0.1 : 0.18),
    majorRoad: dark ? mix(warning, land, 0.4) : mix(warning, card, 0.45),
    majorRoadCasing: dark ? mix(warning, land, 0.2) : mix(warning, fg, 0.7),
    border: read('muted-foreground'),
    city: fg,
    cityHalo: card,
    primary: read('primary'),
  };
}
