import { compassPoint, normalizeHeading } from './heading';
import { mix, readMapPalette } from './map-palette';
import { panIntoView, togglePopup } from './popup-state';

describe('info window toggle rule', () => {
  it('opens the clicked marker, closes it on a second click and moves to another marker', () => {
    expect(togglePopup(null, 'a')).toBe('a');
    expect(togglePopup('a', 'a')).toBeNull();
    expect(togglePopup('a', 'b')).toBe('b');
    expect(togglePopup('b', 'a')).toBe('a');
  });
});

describe('info window auto-pan', () => {
  const map = { left: 0, top: 0, right: 400, bottom: 300 };
  it('leaves a popup that fits where it is', () => {
    expect(panIntoView({ left: 100, top: 50, right: 324, bottom: 150 }, map, 12)).toEqual([0, 0]);
  });
  it('pans up (negative) for a popup cut at the top and left, down (positive) for one cut at the right or bottom', () => {
    // A marker near the top edge: its popup starts 40 px above the map, so the map moves 52 px down.
    expect(panIntoView({ left: -30, top: -40, right: 194, bottom: 60 }, map, 12)).toEqual([-42, -52]);
    expect(panIntoView({ left: 300, top: 250, right: 524, bottom: 350 }, map, 12)).toEqual([136, 62]);
  });
  it('keeps the top of a popup taller than the map in view', () => {
    expect(panIntoView({ left: 100, top: 20, right: 324, bottom: 420 }, map, 12)).toEqual([0, 8]);
  });
});

describe('heading', () => {
  it('wraps into 0-359 whole degrees', () => {
    expect(normalizeHeading(360)).toBe(0);
    expect(normalizeHeading(-15)).toBe(345);
    expect(normalizeHeading(725.4)).toBe(5);
    expect(normalizeHeading(Number.NaN)).toBe(0);
  });
  it('names the nearest compass point', () => {
    expect(compassPoint(0)).toBe('n');
    expect(compassPoint(162)).toBe('s');
    expect(compassPoint(200)).toBe('s');
    expect(compassPoint(215)).toBe('sw');
    expect(compassPoint(350)).toBe('n');
  });
});

describe('map palette', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.removeProperty('--card');
  });
  it('mixes hex colours and falls back for others', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mix('oklch(0.7 0.1 200)', '#123456', 0.5)).toBe('#123456');
  });
  it('follows the theme tokens: dark land is darker than light land', () => {
    const light = readMapPalette();
    document.documentElement.classList.add('dark');
    document.documentElement.style.setProperty('--card', '#1e1e1e');
    const dark = readMapPalette();
    expect(light.mode).toBe('light');
    expect(dark.mode).toBe('dark');
    const lum = (hex: string) =>
      Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16);
    expect(lum(dark.land)).toBeLessThan(lum(light.land));
    expect(dark.water).not.toBe(light.water);
  });
});
