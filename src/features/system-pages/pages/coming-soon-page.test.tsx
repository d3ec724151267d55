import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('/pages/comingsoon', { timeout: 40_000 }, () => {
  it('names the page in plain words (no emoji that falls back to a box or is read out as "rocket")', async () => {
    await renderRoute('/pages/comingsoon');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('We are launching soon');
    expect(screen.getByRole('timer', { name: 'Time until launch' })).toBeInTheDocument();
  });

  it('validates the email before subscribing, then thanks and clears the field', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/comingsoon');
    const email = await screen.findByRole('textbox', { name: 'Your email' });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/ada@example.com/)).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('names each countdown unit in the singular or plural its number needs', async () => {
    // One day, hour, minute and second before the default launch date (no VITE_LAUNCH_DATE in tests).
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2027, 5, 1, 9, 0, 0) - 90_061_000);
    try {
      await renderRoute('/pages/comingsoon');
      const timer = await screen.findByRole('timer', { name: 'Time until launch' });
      expect(within(timer).getAllByText('01')).toHaveLength(4);
      for (const unit of ['Day', 'Hour', 'Minute', 'Second']) expect(within(timer).getByText(unit)).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
