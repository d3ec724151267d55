/** Colour helpers: named theme colour -> CSS token, hex -> rgba, and a readable text colour. */
const THEME_COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark', 'light'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export const BRAND_HEX: Record<Exclude<ThemeColor, 'info' | 'secondary' | 'light'>, string> & Partial<Record<ThemeColor, string>> = {
  primary: '#00A598',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  dark: '#1E1E1E',
  secondary: '#82868B',
  info: '#00CFE8',
  light: '#F6F6F6',
};

function isThemeColor(value: unknown): value is ThemeColor {
  return typeof value === 'string' && (THEME_COLORS as readonly string[]).includes(value);
}

/** `primary` -> `var(--primary)`; a hex or other CSS colour is returned unchanged. */
export function colorToken(name: string): string {
  return isThemeColor(name) ? `var(--${name})` : name;
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hexToRgba(hex: string, alpha = 1): string {
  const rgb = parseHex(hex);
  if (!rgb) return `rgba(0, 0, 0, ${alpha})`;
  const a = Math.min(1, Math.max(0, Number.isFinite(alpha) ? alpha : 1));
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${a})`;
}

function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function contrastText(background: string): '#FFFFFF' | '#1E1E1E' {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#1E1E1E') ? '#FFFFFF' : '#1E1E1E';
}

function mixHex(hex: string, target: [number, number, number], amount: number): string {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return `#${rgb
    .map((c, i) =>
      Math.round(c + ((target[i] ?? 0) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darkens (or lightens) `hex` step by step until it reaches `min` contrast against `against`. */
export function shadeForContrast(hex: string, against: string, min = 4.5): string {
  const towards: [number, number, number] = relativeLuminance(against) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 20; step++) {
    const candidate = mixHex(hex, towards, step * 0.05);
    if (contrastRatio(candidate, against) >= min) return candidate;
  }
  return towards[0] === 0 ? '#000000' : '#ffffff';
}
