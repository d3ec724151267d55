import { useMemo } from 'react';
import { useThemeSignature } from '@/hooks/use-theme-signature';
import { BRAND_HEX, parseHex, shadeForContrast, type ThemeColor } from '@/lib/colors';

interface ColorTokens {
  base: string;
  solid: string;
  text: string;
}
export interface ThemeTokens {
  colors: Record<ThemeColor, ColorTokens>;
  card: string;
  /** Heading text colour: the ink that sits on the neutral `light` surface in either theme. */
  heading: string;
}

const NAMES = Object.keys(BRAND_HEX) as ThemeColor[];

function hexOr(value: string, fallback: string): string {
  const v = value.trim();
  return parseHex(v) ? v.toUpperCase() : fallback.toUpperCase();
}

/** Reads the colour tokens from the document (they follow the theme and a custom primary); SPEC values when absent. */
export function readThemeTokens(root: HTMLElement = document.documentElement): ThemeTokens {
  const styles = getComputedStyle(root);
  const read = (name: string) => styles.getPropertyValue(`--${name}`);
  const card = hexOr(read('card'), '#FFFFFF');
  const heading = hexOr(read('heading'), '#2C2F36');
  const colors = Object.fromEntries(
    NAMES.map((name) => {
      const base = hexOr(read(name), BRAND_HEX[name] ?? '#000000');
      const solid = hexOr(read(`${name}-solid`), shadeForContrast(base, '#FFFFFF'));
      const text = hexOr(read(`${name}-text`), shadeForContrast(base, card));
      return [name, { base, solid, text }];
    }),
  ) as Record<ThemeColor, ColorTokens>;
  return { colors, card, heading };
}

/** Live tokens: re-read when the theme changes (theme switch, primary picker). */
export function useThemeTokens(): ThemeTokens {
  const signature = useThemeSignature();
  // The signature is the cache key: the tokens are read from the document it describes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readThemeTokens(), [signature]);
}
