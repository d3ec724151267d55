import { create } from 'zustand';
import * as z from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';

/** The guided tour is offered once: its outcome is stored and it never starts by itself again. */
export const TOUR_KEY = 'tessera.tour';
const outcomeSchema = z.nullable(z.enum(['done', 'skipped']));
type TourOutcome = 'done' | 'skipped';

/**
 * Automation (Playwright/WebDriver crawls and flows) and unit tests never see the tour start by itself:
 * it would cover the page they are checking. Tests that exercise the auto-start flip `enabled`.
 */
export const tourAutoStart = { enabled: import.meta.env.MODE !== 'test' };

export function mayAutoStart(): boolean {
  if (!tourAutoStart.enabled) return false;
  return typeof navigator === 'undefined' || navigator.webdriver !== true;
}

interface TourState {
  /** Stored outcome of an earlier tour, null on a first visit. */
  outcome: TourOutcome | null;
  active: boolean;
  step: number;
  start: () => void;
  goTo: (step: number) => void;
  finish: (outcome: TourOutcome) => void;
  /** Stops without storing an outcome (the layout left desktop width). */
  cancel: () => void;
  /** Re-reads storage (tests, "reset demo data"). */
  reload: () => void;
}

export const useTour = create<TourState>()((set) => ({
  outcome: readStored(TOUR_KEY, outcomeSchema, null),
  active: false,
  step: 0,
  start: () => set({ active: true, step: 0 }),
  goTo: (step) => set({ step: Math.max(0, step) }),
  finish: (outcome) => {
    writeStored(TOUR_KEY, outcome);
    set({ active: false, step: 0, outcome });
  },
  cancel: () => set({ active: false, step: 0 }),
  reload: () => set({ outcome: readStored(TOUR_KEY, outcomeSchema, null), active: false, step: 0 }),
}));
