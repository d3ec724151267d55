import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

describe('import page keeps keyboard focus on the page', { timeout: 40_000 }, () => {
  it('focuses the result title after parsing, and the drop zone after "Import another"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    const input = await screen.findByTestId('import-file-input', {}, { timeout: 10_000 });
    await user.upload(input, new File(['name,category,order_status,price\nSpeaker,audio,pending,10\n'], 'stock.csv', { type: 'text/csv' }));
    const title = await screen.findByRole('heading', { name: 'stock' }, { timeout: 10_000 });
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Import another' }));
    const zone = await screen.findByRole('button', { name: /Drop an Excel or CSV file here/ });
    await waitFor(() => expect(zone).toHaveFocus());
  });

  it('moves focus from the disabled Import button to the result link when the rows are in', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    const input = await screen.findByTestId('import-file-input', {}, { timeout: 10_000 });
    await user.upload(input, new File(['name,category,order_status,price\nSpeaker,audio,pending,10\n'], 'stock.csv', { type: 'text/csv' }));
    const importButton = await screen.findByRole('button', { name: 'Import 1 valid row' }, { timeout: 10_000 });
    importButton.focus();
    await user.keyboard('{Enter}');
    const link = await screen.findByRole('link', { name: 'Open the product list' }, { timeout: 10_000 });
    await waitFor(() => expect(link).toHaveFocus());
  });
});
