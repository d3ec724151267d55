import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('upload demo', { timeout: 40_000 }, () => {
  it('rejects a too-large file and a wrong type per file, uploads a valid one to 100 %', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/components/upload', { signedInAs: 'editor' });
    const input = await screen.findByLabelText('Choose images');
    await user.upload(input, [
      file('huge.png', 'image/png', 2 * 1024 * 1024),
      file('notes.txt', 'text/plain', 100),
      file('cat.png', 'image/png', 2048),
    ]);
    const list = screen.getAllByRole('list', { name: 'Selected files' })[0]!;
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('alert')).toHaveTextContent('Too large: the limit is 1.0 MB.');
    expect(within(rows[1]!).getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    const bar = within(rows[2]!).getByRole('progressbar', { name: 'Upload progress of cat.png' });
    expect(await within(rows[2]!).findByText('Done', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove huge.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed upload can be retried, and the limit skips extra files', async () => {
    const user = userEvent.setup();
    await renderRoute('/components/upload', { signedInAs: 'editor' });
    const input = await screen
      .findByLabelText('Choose files', { selector: 'input' })
      .catch(() => screen.getAllByLabelText('Choose files')[0]!);
    await user.upload(input, file('will-fail.pdf', 'application/pdf', 4096));
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    const row = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('will-fail.pdf'))!;
    expect(await within(row).findByText('Upload failed. Try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry will-fail.pdf' }));
    expect(await within(row).findByText('Done', {}, { timeout: 8000 })).toBeInTheDocument();

    const images = screen.getByLabelText('Choose images');
    await user.upload(
      images,
      [1, 2, 3, 4].map((n) => file(`p${n}.png`, 'image/png', 1000)),
    );
    expect(screen.getByText('1 file skipped: the limit is 3.')).toBeInTheDocument();
  });
});
