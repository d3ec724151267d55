import { baseChartOptions, FALLBACK, readChartPalette } from './chart-theme';

describe('chart theme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.classList.remove('dark');
  });

  it('reads the colour tokens from the document', () => {
    const root = document.documentElement;
    root.style.setProperty('--primary', '#123456');
    root.style.setProperty('--border', ' #abcdef ');
    root.style.setProperty('--muted-foreground', '#777777');
    const p = readChartPalette();
    expect(p.primary).toBe('#123456');
    expect(p.border).toBe('#abcdef');
    expect(p.mutedForeground).toBe('#777777');
    expect(p.series[0]).toBe('#123456');
  });

  it('falls back to the SPEC colours when a token is missing', () => {
    const p = readChartPalette();
    expect(p.primary).toBe(FALLBACK.primary);
    expect(p.danger).toBe(FALLBACK.danger);
    expect(readChartPalette(null).warning).toBe(FALLBACK.warning);
  });

  it('switches tooltips and mode with the dark class', () => {
    expect(baseChartOptions().tooltip.theme).toBe('light');
    document.documentElement.classList.add('dark');
    document.documentElement.style.setProperty('--border', '#323232');
    const options = baseChartOptions();
    expect(options.tooltip.theme).toBe('dark');
    expect(options.theme.mode).toBe('dark');
    expect(options.grid.borderColor).toBe('#323232');
  });
});
