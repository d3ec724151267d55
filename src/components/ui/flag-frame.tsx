import type { ReactNode } from 'react';

/**
 * The frame of a small drawn flag (30×20 units; no image request, no emoji font needed). Decorative: the
 * country or language name next to it is the label.
 */
export function FlagFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 30 20"
      className="h-3.5 w-5 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_var(--border)]"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
