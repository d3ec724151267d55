import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { formatSize } from './uploader';

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
    // Retry goes away while the file uploads: focus stays in the row, on its remove button.
    expect(within(row).getByRole('button', { name: 'Remove will-fail.pdf' })).toHaveFocus();
    expect(await within(row).findByText('Done', {}, { timeout: 8000 })).toBeInTheDocument();

    const images = screen.getByLabelText('Choose images');
    await user.upload(
      images,
      [1, 2, 3, 4].map((n) => file(`p${n}.png`, 'image/png', 1000)),
    );
    expect(screen.getByText('1 file skipped: the limit is 3.')).toBeInTheDocument();
  });

  it('keeps keyboard focus when rows, Retry, Upload and Clear list go away', async () => {
    const user = userEvent.setup();
    await renderRoute('/components/upload', { signedInAs: 'editor' });
    // The first of two "Choose files" uploaders is the manual one.
    const input = (await screen.findAllByLabelText('Choose files', { selector: 'input' }))[0]!;
    const choose = screen.getAllByRole('button', { name: 'Choose files' })[0]!;
    await user.upload(input, [file('a.txt', 'text/plain', 10), file('b.txt', 'text/plain', 10), file('c.txt', 'text/plain', 10)]);
    // Removing a row focuses the row now in its place, then the previous one, then the choose button.
    screen.getByRole('button', { name: 'Remove a.txt' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove b.txt' })).toHaveFocus();
    screen.getByRole('button', { name: 'Remove c.txt' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove b.txt' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(choose).toHaveFocus();
    // Upload: with nothing left to send the button says so but stays focusable.
    await user.upload(input, file('d.txt', 'text/plain', 10));
    const uploadAll = screen.getByRole('button', { name: 'Upload 1 file' });
    uploadAll.focus();
    await user.keyboard('{Enter}');
    expect(uploadAll).toHaveFocus();
    expect(uploadAll).toHaveAccessibleName('Upload');
    expect(uploadAll).toHaveAttribute('aria-disabled', 'true');
    screen.getByRole('button', { name: 'Clear list' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull();
    expect(choose).toHaveFocus();
  });

  it('names a truncated long file in full, and a preview that does not decode falls back to the file icon', async () => {
    const user = userEvent.setup();
    await renderRoute('/components/upload', { signedInAs: 'editor' });
    const long = `${'quarterly-report-'.repeat(8)}final.png`;
    await user.upload(await screen.findByLabelText('Choose images'), file(long, 'image/png', 10));
    const row = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(long))!;
    expect(within(row).getByText(long)).toHaveAttribute('title', long);
    const preview = row.querySelector('img')!;
    fireEvent.error(preview);
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('svg')).not.toBeNull();
  });

  it('formats sizes in the reader’s locale, the unit kept on the number’s line', () => {
    expect(formatSize(5 * 1024 * 1024, 'en')).toBe('5.0\u00a0MB');
    expect(formatSize(5 * 1024 * 1024, 'de')).toBe('5,0\u00a0MB');
    expect(formatSize(1536 * 1024, 'fr')).toBe('1,5\u00a0MB');
    expect(formatSize(1000 * 1024, 'de')).toBe('1.000\u00a0KB');
    expect(formatSize(10, 'en')).toBe('1\u00a0KB');
  });
});
