import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

export interface MapMarkerProps {
  label: string;
  active: boolean;
  popupId?: string;
  onActivate: () => void;
}

/** A map pin that is a real button: focusable, labelled, Enter/Space activate it. */
export function MapMarker({ label, active, popupId, onActivate }: MapMarkerProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-expanded={active}
      aria-controls={active ? popupId : undefined}
      data-place-marker=""
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        onActivate();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        // Escape closes this marker's open info window.
        if (e.key === 'Escape' && active) {
          e.stopPropagation();
          onActivate();
        }
      }}
      className={cn(
        'group relative flex h-11 w-9 cursor-pointer items-start justify-center rounded-md text-primary-solid drop-shadow-md transition-transform duration-150 ease-out',
        'hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none',
        active && '-translate-y-0.5 scale-110 text-danger-solid',
      )}
    >
      <svg viewBox="0 0 32 42" className="h-10 w-8" aria-hidden="true" focusable="false">
        <path
          d="M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 41 16 41s15-14.4 15-25.2C31 7.6 24.3 1 16 1Z"
          fill="currentColor"
          stroke="white"
          strokeWidth="2"
        />
        <circle cx="16" cy="15.5" r="5.5" fill="white" />
      </svg>
    </button>
  );
}
