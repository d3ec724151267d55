import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

describe('routing', () => {
  it('sends an unknown path to the 404 page', async () => {
    const { router } = await renderRoute('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error-404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders the not-authorized page with a way home', async () => {
    await renderRoute('/pages/not-authorized');
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });
});
