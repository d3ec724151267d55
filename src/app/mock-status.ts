import { create } from 'zustand';

/** Set when the mock service worker could not start; the shell shows a notice (the app uses the network). */
export const useMockStatus = create<{ unavailable: boolean }>(() => ({ unavailable: false }));

export function reportMockUnavailable(): void {
  useMockStatus.setState({ unavailable: true });
}
