/**
 * Whether a mouse button, pen or finger is down on the page, and a way to wait until it is lifted. Forms that
 * validate on blur use it (FieldError): pressing a button below a field blurs the field, and an error message
 * that appeared at once would push the button away before it is released, losing the click.
 */
let pressed = false;
const waiting = new Set<() => void>();

function release() {
  if (!pressed) return;
  pressed = false;
  // After the click that ends this press has been dispatched (it comes in the same task as pointerup).
  setTimeout(() => {
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  });
}

if (typeof window !== 'undefined') {
  // The main button only: it is the one that clicks, and a right press may end in a native menu with no pointerup.
  window.addEventListener('pointerdown', (event) => (pressed ||= event.button === 0), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  // Not capturing: only the window's own blur (the press may end in another window), not every field's.
  window.addEventListener('blur', release);
}

export const isPointerPressed = () => pressed;

/** Runs `callback` once the current press has ended (at once when nothing is pressed); returns a cancel. */
export function afterPointerRelease(callback: () => void): () => void {
  if (!pressed) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
