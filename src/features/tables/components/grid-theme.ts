import { gridTheme } from '@/components/patterns/grid-theme';

/** The shared grid look, denser, with a tinted header to set the contacts grid apart from the page card. */
export const contactsGridTheme = gridTheme.withParams({
  headerBackgroundColor: 'var(--muted)',
  rowHeight: 46,
  headerHeight: 46,
  spacing: 6,
});
