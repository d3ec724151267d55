import type { MouseEvent } from 'react';

/**
 * For the buttons under a form that validates on blur (Submit, Reset, Next, Back). Pressing one with the mouse
 * would blur the field being typed in; its new error message pushes the button down before the button is
 * released, and the click is lost. Keeping the focus in the field until the click lands leaves the layout still;
 * the button's own handler validates (and focuses the first invalid field) anyway. Keyboard use is unchanged.
 */
export const keepFieldFocus = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
};
