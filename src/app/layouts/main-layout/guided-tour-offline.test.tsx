import { screen, waitFor } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import { renderRoute } from '@/test/render-route';
import { TOUR_KEY, useTour } from './tour.store';
import { withDesktopTour } from './tour-test-setup';

// The tour's popover chunk cannot be downloaded (offline, or a new deploy replaced it).
vi.mock('./tour-popover', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('guided tour whose chunk fails to download', () => {
  withDesktopTour();

  it('stops without recording an outcome, tells the user, and keeps the page', async () => {
    const error = vi.spyOn(toast, 'error');
    // React reports the caught load error; the boundary handles it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Colors' }, { timeout: 12000 });
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed to download/i)), { timeout: 5000 });
    expect(useTour.getState().active).toBe(false);
    // Cancelled, not skipped: the next visit offers the tour again.
    expect(localStorage.getItem(TOUR_KEY)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Colors' })).toBeInTheDocument();
  });
});
