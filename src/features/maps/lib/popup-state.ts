/**
 * Info-window rule shared by the Google and the offline map: clicking a marker opens its popup, clicking the
 * same marker again closes it, clicking another marker moves the popup there.
 */
export function togglePopup<T extends string>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
