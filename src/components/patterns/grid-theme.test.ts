import { gridTheme } from './grid-theme';

// AG Grid's theme object keeps its parts (jsdom gets no injected theme CSS to read); the header box is 16 px drawn.
const partsCss = (theme: unknown) =>
  (theme as { parts: { css?: string | (() => string) }[] }).parts
    .map((p) => (typeof p.css === 'function' ? p.css() : (p.css ?? '')))
    .join('\n');

describe('grid theme', () => {
  it('stretches the header select-all input 8 px past its 16 px box (a 32 px target, as AG Grid gives row boxes)', () => {
    expect(partsCss(gridTheme)).toMatch(/\.ag-header-select-all \.ag-checkbox-input \{[^}]*position: absolute; inset: -8px/);
    // A page's own params keep the part.
    expect(partsCss(gridTheme.withParams({ rowHeight: 46 }))).toMatch(/ag-header-select-all/);
  });
});
