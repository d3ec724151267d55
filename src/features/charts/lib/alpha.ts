import { hexToRgba, parseHex } from '@/lib/colors';

/** A token colour with transparency; non-hex colours (e.g. oklch from a custom theme) are returned as is. */
export function alpha(color: string, a: number): string {
  return parseHex(color) ? hexToRgba(color, a) : color;
}
