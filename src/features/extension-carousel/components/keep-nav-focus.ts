/**
 * Previous/Next/First/Last disable themselves at the ends of a carousel, which would drop keyboard focus on
 * <body>. Once the click has re-rendered, hand focus to the nearest enabled control marked `data-nav` in the
 * same group.
 */
export function keepNavFocus(button: HTMLButtonElement) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!button.disabled || (active !== document.body && active !== button)) return;
    const group = [...(button.parentElement?.querySelectorAll<HTMLButtonElement>('button[data-nav]') ?? [])];
    const at = group.indexOf(button);
    const nearest = group.filter((b) => !b.disabled).sort((a, b) => Math.abs(group.indexOf(a) - at) - Math.abs(group.indexOf(b) - at))[0];
    nearest?.focus();
  }, 0);
}
