import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { usePreferences } from '@/lib/preferences.store';

describe('extensions: star ratings', { timeout: 40_000 }, () => {
  it('arrow keys change the captured rating, the label follows, Reset clears it', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/star-ratings', { signedInAs: 'admin' });
    const rating = await screen.findByRole('slider', { name: 'Your rating' });
    rating.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(rating).toHaveAttribute('aria-valuenow', '3');
    expect(rating).toHaveAttribute('aria-valuetext', '3 of 5 stars');
    expect(screen.getByTestId('captured')).toHaveTextContent('You selected 3 stars');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(rating).toHaveAttribute('aria-valuenow', '0');
    // Reset disabled itself: focus went back to the rating.
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(rating).toHaveFocus();
    const half = screen.getByRole('slider', { name: 'Half stars' });
    half.focus();
    await user.keyboard('{ArrowLeft}');
    expect(half).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('img', { name: 'Read-only: 3.5 of 5 stars' })).toBeInTheDocument();
  });
});

describe('extensions: star ratings in German', { timeout: 40_000 }, () => {
  it('reads out half and fluid values with the locale decimal comma', async () => {
    await renderRoute('/extensions/star-ratings', { signedInAs: 'admin' });
    await screen.findByRole('slider', { name: 'Half stars' });
    act(() => usePreferences.getState().setLocale('de'));
    const half = await screen.findByRole('slider', { name: 'Halbe Sterne' });
    expect(half).toHaveAttribute('aria-valuetext', '2,5 von 5 Sternen');
    expect(screen.getByRole('slider', { name: 'Stufenlos' })).toHaveAttribute('aria-valuetext', '3,27 von 5 Sternen');
    expect(screen.getByText('Stufenlos (3,27)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /3,5 von 5 Sternen$/ })).toBeInTheDocument();
  });
});
