import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { columnLetter } from '../lib/validate';

/** jsdom has no DragEvent: a plain event carrying what the handlers read. */
function fileDrag(type: 'dragover' | 'drop') {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files: [], dropEffect: 'copy' } });
  return event;
}

describe('import page drops and malformed files', { timeout: 40_000 }, () => {
  it('ignores a file dropped beside the drop zone instead of letting the browser open it', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    await screen.findByRole('button', { name: /Drop an Excel or CSV file here/ }, { timeout: 10_000 });
    const over = fileDrag('dragover');
    const drop = fileDrag('drop');
    document.body.dispatchEvent(over);
    document.body.dispatchEvent(drop);
    expect(over.defaultPrevented).toBe(true);
    expect((over as unknown as { dataTransfer: DataTransfer }).dataTransfer.dropEffect).toBe('none');
    expect(drop.defaultPrevented).toBe(true);
  });

  it('keeps the drop zone highlighted while the pointer moves over its icon and text', async () => {
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    const zone = await screen.findByRole('button', { name: /Drop an Excel or CSV file here/ }, { timeout: 10_000 });
    fireEvent(zone, fileDrag('dragover'));
    expect(zone.className).toContain('bg-primary-soft/60');
    const inner = zone.querySelector('span') as HTMLElement;
    fireEvent(zone, new MouseEvent('dragleave', { bubbles: true, relatedTarget: inner }));
    expect(zone.className).toContain('bg-primary-soft/60');
    fireEvent(zone, new MouseEvent('dragleave', { bubbles: true, relatedTarget: document.body }));
    expect(zone.className).not.toContain('bg-primary-soft/60');
  });

  it('refuses a CSV with an unclosed quote with a message naming the line, not a one-row preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    const input = await screen.findByTestId('import-file-input', {}, { timeout: 10_000 });
    const csv = 'name,category,order_status,price\n"Widget,computers,pending,10\nGadget,audio,delivered,20\n';
    await user.upload(input, new File([csv], 'broken.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('broken.csv');
    expect(alert).toHaveTextContent('Line 2 opens a quotation mark that is never closed');
    expect(screen.queryByRole('button', { name: 'Import another' })).toBeNull();
  });

  it('tells two columns with the same header apart by their letter in the mapping lists', async () => {
    expect([0, 2, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'C', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/import-export/import', { signedInAs: 'editor' });
    const input = await screen.findByTestId('import-file-input', {}, { timeout: 10_000 });
    const csv = 'Name,category,Name,order_status,price\nSpeaker,audio,Big speaker,pending,10\n';
    await user.upload(input, new File([csv], 'dupes.csv', { type: 'text/csv' }));
    await screen.findByRole('heading', { name: 'dupes' }, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: /^Popularity/ }));
    expect(await screen.findByRole('option', { name: 'Name (column A)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Name (column C)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'category' })).toBeInTheDocument();
  });
});
