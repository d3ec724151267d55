import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const SPOOFED = 'invoice\u202Egnp.csv';
const SHOWN = 'invoicegnp.csv';

async function choose(content: string, name: string) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(
    await screen.findByTestId('import-file-input', {}, { timeout: 10_000 }),
    new File([content], name, { type: 'text/csv' }),
  );
}

describe('I5: imported file names are isolated from the text around them and cannot be disguised', { timeout: 40_000 }, () => {
  it('I5: the error title wraps the file name in FSI…PDI, without its U+202E override', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    await choose('', SPOOFED);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(`\u2068${SHOWN}\u2069 could not be imported`);
    expect(alert.textContent).not.toContain('\u202E');
  });

  it('I5: the preview names the file and sheet inside <bdi>, without the override', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    await choose('name,category,order_status,price\nSpeaker,audio,pending,10\n', SPOOFED);
    const name = await screen.findByText(SHOWN, {}, { timeout: 10_000 });
    expect(name.tagName).toBe('BDI');
    expect(document.body.textContent).not.toContain('\u202E');
  });
});
