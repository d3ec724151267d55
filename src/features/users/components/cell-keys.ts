import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const CONTROLS = 'a[href], button:not(:disabled)';

/**
 * AG Grid keeps Tab for moving between cells, so the links and buttons a cell renderer draws were out of reach of
 * the keyboard. For the cells that hold controls: Enter on the cell, or Tab, steps into them; Tab / Shift+Tab walk
 * through them and then leave the cell as usual. Enter and Space on an inner control are the control's, not the
 * grid's (Space would otherwise toggle the row's selection).
 */
export function cellControlKeys({ event }: Pick<SuppressKeyboardEventParams, 'event'>): boolean {
  if (event.type !== 'keydown' || !['Tab', 'Enter', ' '].includes(event.key)) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const cell = target?.closest<HTMLElement>('[role="gridcell"]');
  if (!target || !cell) return false;
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(CONTROLS));
  if (controls.length === 0) return false;
  const index = controls.indexOf(target);
  if (event.key !== 'Tab') {
    if (index >= 0) return true;
    if (event.key !== 'Enter') return false;
    event.preventDefault();
    controls[0]?.focus();
    return true;
  }
  // From the cell itself, Shift+Tab leaves the cell; from an inner control it goes back one (to the cell from the first).
  if (event.shiftKey && index < 0) return false;
  const next = event.shiftKey ? index - 1 : index + 1;
  if (next >= controls.length) return false;
  event.preventDefault();
  (next < 0 ? cell : controls[next])?.focus();
  return true;
}
