import { act } from '@testing-library/react';
import { tourAutoStart, useTour } from './tour.store';

/** For each test of the calling file: a desktop-width window, a tour that may start by itself, fresh tour state. */
export function withDesktopTour() {
  const initialWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1440;
    tourAutoStart.enabled = true;
    useTour.getState().reload();
  });
  afterEach(() => {
    window.innerWidth = initialWidth;
    tourAutoStart.enabled = false;
    Reflect.deleteProperty(navigator, 'webdriver');
    vi.restoreAllMocks();
    act(() => useTour.getState().reload());
  });
}
