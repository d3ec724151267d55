import { colorToken, contrastRatio, contrastText, hexToRgba, shadeForContrast } from './colors';

describe('colour helpers', () => {
  it('maps named colours to tokens and leaves others alone', () => {
    expect(colorToken('primary')).toBe('var(--primary)');
    expect(colorToken('#123456')).toBe('#123456');
  });

  it('converts hex to rgba, clamping alpha', () => {
    expect(hexToRgba('#00A598', 0.5)).toBe('rgba(0, 165, 152, 0.5)');
    expect(hexToRgba('#fff')).toBe('rgba(255, 255, 255, 1)');
    expect(hexToRgba('#fff', 7)).toBe('rgba(255, 255, 255, 1)');
    expect(hexToRgba('nope', 0.3)).toBe('rgba(0, 0, 0, 0.3)');
  });

  it('picks a readable text colour', () => {
    expect(contrastText('#1E1E1E')).toBe('#FFFFFF');
    expect(contrastText('#FF9F43')).toBe('#1E1E1E');
  });

  it('derives AA shades from any brand colour', () => {
    for (const hex of ['#00A598', '#28C76F', '#FF9F43', '#00CFE8', '#ffff00']) {
      expect(contrastRatio(shadeForContrast(hex, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shadeForContrast('#1a1a5a', '#1e1e1e'), '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the token shades in theme.css meet AA behind white text', () => {
    for (const solid of ['#00786e', '#1a8148', '#c03e3f', '#a6672c', '#007c8b', '#5f6266']) {
      expect(contrastRatio(solid, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
