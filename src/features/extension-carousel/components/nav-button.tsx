import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Previous/Next/First/Last disable themselves at the ends of a carousel, which would drop keyboard focus on
 * <body>. Once the click has re-rendered, hand focus to the nearest enabled control marked `data-nav` in the
 * same group.
 */
function keepNavFocus(button: HTMLButtonElement) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!button.disabled || (active !== document.body && active !== button)) return;
    const group = [...(button.parentElement?.querySelectorAll<HTMLButtonElement>('button[data-nav]') ?? [])];
    const at = group.indexOf(button);
    const nearest = group.filter((b) => !b.disabled).sort((a, b) => Math.abs(group.indexOf(a) - at) - Math.abs(group.indexOf(b) - at))[0];
    nearest?.focus();
  }, 0);
}

interface NavButtonProps {
  label: string;
  onActivate: () => void;
  disabled: boolean;
  size?: 'icon' | 'icon-sm';
  className?: string;
  children: ReactNode;
}

/** A carousel's Previous/Next/First/Last: an outline icon button that keeps focus in its group when it disables itself. */
export function NavButton({ label, onActivate, disabled, size = 'icon-sm', className, children }: NavButtonProps) {
  return (
    <Button
      variant="outline"
      color="secondary"
      size={size}
      className={className}
      data-nav=""
      disabled={disabled}
      aria-label={label}
      onClick={(e) => {
        onActivate();
        keepNavFocus(e.currentTarget);
      }}
    >
      {children}
    </Button>
  );
}
