import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

describe('search page result count', { timeout: 60_000 }, () => {
  it('says "No results" for a query nothing matches, not "About 0 results"', async () => {
    await renderRoute('/pages/search?q=zzqxw-nothing-matches', { signedInAs: 'editor' });
    // pt and fr put 0 in the singular ("Cerca de 0 resultado"): the zero form reads right in every language.
    expect(await screen.findByText(/^No results \([\d.]+ seconds\)$/)).toBeInTheDocument();
    expect(screen.queryByText(/About 0/)).toBeNull();
  });
});
