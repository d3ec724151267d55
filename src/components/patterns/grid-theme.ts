import { createPart, themeQuartz } from 'ag-grid-community';

/**
 * AG Grid gives row checkboxes a 32 px target (an 8 px ::before around the 16 px box) but not the header's select-all
 * box, and a click on the wrapper does not reach its input: stretch the invisible input itself 8 px past the box.
 */
const headerCheckboxTarget = createPart({
  css: '.ag-header-select-all .ag-checkbox-input { position: absolute; inset: -8px; width: auto; height: auto; }',
});

/**
 * AG Grid themed from the app's CSS variables, so light, dark and semi-dark follow without a rebuild.
 * Imported only by grid pages (AG Grid is a heavy, route-level library); a page may refine it with `.withParams`.
 */
export const gridTheme = themeQuartz
  .withParams({
    backgroundColor: 'var(--card)',
    foregroundColor: 'var(--foreground)',
    textColor: 'var(--foreground)',
    headerBackgroundColor: 'var(--card)',
    headerTextColor: 'var(--heading)',
    headerFontWeight: 600,
    borderColor: 'var(--border)',
    rowBorder: { color: 'var(--border)' },
    accentColor: 'var(--primary)',
    rowHoverColor: 'var(--muted)',
    selectedRowBackgroundColor: 'var(--primary-soft)',
    oddRowBackgroundColor: 'var(--card)',
    inputBackgroundColor: 'var(--card)',
    inputBorder: { color: 'var(--input)' },
    inputFocusBorder: { color: 'var(--primary)' },
    checkboxCheckedBackgroundColor: 'var(--primary-solid)',
    checkboxUncheckedBorderColor: 'var(--input)',
    checkboxUncheckedBackgroundColor: 'var(--card)',
    chromeBackgroundColor: 'var(--card)',
    menuBackgroundColor: 'var(--popover)',
    fontFamily: 'inherit',
    fontSize: 14,
    wrapperBorder: false,
    wrapperBorderRadius: 0,
    rowHeight: 52,
    headerHeight: 48,
    spacing: 7,
  })
  .withPart(headerCheckboxTarget);

type StyleInjectionState = { grids: Map<unknown, { styleContainer: Node; paramsCss?: string }> };
const KEEP_STYLES = Symbol('tessera: keep AG Grid styles');

/**
 * AG Grid injects its theme CSS into <head> on the first grid and removes all of it when the last grid is destroyed,
 * so every visit to a grid page added, and every departure removed, a large stylesheet: each restyles the whole
 * document (at 4x CPU, going from the grid page to /pages/faq took ~170 ms, ~115 ms with this). A registration that is never
 * destroyed keeps the shared CSS in place; AG Grid still drops each theme's small params CSS when unused.
 * `agStyleInjectionVersions` is the global AG Grid keeps so that two grid versions on one page share injection state;
 * if a version changes its shape this does nothing (grids work, departures are slower again).
 */
function keepGridStylesInjected() {
  if (typeof document === 'undefined') return;
  const versions = (globalThis as { agStyleInjectionVersions?: Map<string, StyleInjectionState> }).agStyleInjectionVersions;
  for (const state of versions?.values() ?? []) {
    if (state.grids instanceof Map && !state.grids.has(KEEP_STYLES)) state.grids.set(KEEP_STYLES, { styleContainer: document.head });
  }
}
keepGridStylesInjected();
