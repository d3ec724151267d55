import { useCallback, useEffect, useState } from 'react';
import type { CarouselApi } from './carousel';

export type AutoplayStatus = 'playing' | 'hover' | 'focus' | 'paused' | 'reduced';

export interface AutoplayControls {
  /** What the user asked for with the pause/play button. */
  enabled: boolean;
  /** True while slides actually rotate (enabled and neither hovered nor focused). */
  running: boolean;
  status: AutoplayStatus;
  /** Bumps every time the countdown restarts (keys the timer bar). */
  cycle: number;
  toggle: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

/**
 * Autoplay that meets WCAG 2.2.2: a visible pause button, pauses while hovered or focused, and starts paused
 * when the user prefers reduced motion (they can still start it themselves). The countdown restarts after
 * every slide change, including manual ones.
 */
export function useAutoplay(
  api: CarouselApi | undefined,
  { delay, reducedMotion }: { delay: number; reducedMotion: boolean },
): AutoplayControls {
  const [enabled, setEnabled] = useState(!reducedMotion);
  const [startedByUser, setStartedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [cycle, setCycle] = useState(0);

  // Turning reduced motion on while playing stops the rotation unless the user explicitly started it.
  useEffect(() => {
    if (reducedMotion && !startedByUser) setEnabled(false);
  }, [reducedMotion, startedByUser]);

  const running = Boolean(api) && enabled && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const restart = () => setCycle((c) => c + 1);
    api.on('select', restart);
    return () => {
      api.off('select', restart);
    };
  }, [api]);

  useEffect(() => {
    if (!running || !api) return;
    const id = setTimeout(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, delay);
    return () => clearTimeout(id);
  }, [running, api, delay, cycle]);

  const toggle = useCallback(() => {
    if (!enabled) setStartedByUser(true);
    setEnabled(!enabled);
  }, [enabled]);

  const status: AutoplayStatus = running
    ? 'playing'
    : !enabled
      ? reducedMotion && !startedByUser
        ? 'reduced'
        : 'paused'
      : focused
        ? 'focus'
        : hovered
          ? 'hover'
          : 'paused';

  return { enabled, running, status, cycle, toggle, setHovered, setFocused };
}
