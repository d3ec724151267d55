import { themeQuartz } from 'ag-grid-community';

/**
 * AG Grid themed from the app's CSS variables, so light, dark and semi-dark follow without a rebuild.
 * Imported only by grid pages (AG Grid is a heavy, route-level library); a page may refine it with `.withParams`.
 */
export const gridTheme = themeQuartz.withParams({
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
});
