import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const SPOOFED = 'invoice\u202Egnp.csv';

async function choose(content: string, name: string) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await screen.findByTestId('import-file-input', {}, { timeout: 10_000 }), new File([content], name, { type: 'text/csv' }));
}

describe('I5: imported file names are isolated from the text around them', { timeout: 40_000 }, () => {
  it('the error title wraps a U+202E file name in FSI…PDI (the sentence keeps its order)', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    await choose('', SPOOFED);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(`\u2068${SPOOFED}\u2069 could not be imported`);
  });

  it('the preview names the file and sheet inside <bdi>', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    await choose('name,category,order_status,price\nSpeaker,audio,pending,10\n', SPOOFED);
    const name = await screen.findByText(SPOOFED, {}, { timeout: 10_000 });
    expect(name.tagName).toBe('BDI');
  });
});
