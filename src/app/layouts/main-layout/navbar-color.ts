import type { CSSProperties } from 'react';
import { BRAND_HEX, contrastRatio, hexToRgba, shadeForContrast } from '@/lib/colors';

/** Customizer navbar colours: null is the theme's card colour, then five presets (a custom picker adds any). */
export const NAVBAR_PRESETS = [BRAND_HEX.primary, '#7367F0', BRAND_HEX.success, BRAND_HEX.danger, BRAND_HEX.dark] as const;

const WHITE = '#ffffff';
const INK = '#1e1e1e';

/**
 * Token overrides that repaint the navbar in `hex` while keeping every control at WCAG AA: the text is
 * white or ink, whichever reaches 4.5:1; when neither does the background is shaded until white does.
 */
export function navbarColorStyle(hex: string | null): CSSProperties | undefined {
  if (!hex) return undefined;
  let bg = hex;
  let fg = WHITE;
  if (contrastRatio(bg, WHITE) < 4.5) {
    if (contrastRatio(bg, INK) >= 4.5) fg = INK;
    else bg = shadeForContrast(bg, WHITE);
  }
  return {
    '--card': bg,
    '--foreground': fg,
    '--heading': fg,
    '--muted-foreground': fg,
    '--primary-text': fg,
    '--warning-text': fg,
    '--muted': hexToRgba(fg, 0.16),
    '--border': hexToRgba(fg, 0.2),
    '--ring': fg,
    color: fg,
  } as CSSProperties;
}
