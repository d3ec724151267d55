import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/lib/i18n';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });

describe('component demos: read-outs follow the reader’s locale and direction', { timeout: 40_000 }, () => {
  it('slider: the price range is in the locale’s currency format, thousands included', async () => {
    const user = userEvent.setup();
    await open('/components/slider');
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    max.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('€120 – €1,000')).toBeInTheDocument();
    await act(() => changeLocale('de'));
    await waitFor(() => expect(screen.getByText(/^120\s€ – 1\.000\s€$/)).toBeInTheDocument());
  });

  it('slider: the fixed label writes the percentage the locale’s way', async () => {
    await open('/components/slider');
    const thumb = await screen.findByRole('slider', { name: 'Opacity' });
    expect(thumb).toHaveTextContent(/^65%$/);
    await act(() => changeLocale('fr'));
    // French (like German) spaces the percent sign off the number.
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Opacité' })).toHaveTextContent(/^65\s%$/));
  });

  it('dropdown: the submenu hint names the arrow keys of the reading direction', async () => {
    usePreferences.getState().setLayout({ rtl: true });
    await open('/components/dropdown');
    expect(await screen.findByText('Submenus open with ← or Enter and close with →.')).toBeInTheDocument();
    await act(() => usePreferences.getState().setLayout({ rtl: false }));
    expect(await screen.findByText('Submenus open with → or Enter and close with ←.')).toBeInTheDocument();
  });

  it('upload: a running upload shows its percentage the locale’s way', async () => {
    const user = userEvent.setup();
    await open('/components/upload');
    await act(() => changeLocale('de'));
    const input = await screen.findByLabelText('Bilder wählen');
    await user.upload(input, [new File([new Uint8Array(2048)], 'cat.png', { type: 'image/png' })]);
    // This card uploads as soon as a file is chosen.
    const list = screen.getAllByRole('list', { name: 'Ausgewählte Dateien' })[0]!;
    expect(await within(list).findByText(/^\d+\s%$/, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('notifications: durations are written with the locale’s decimal sign', async () => {
    await open('/components/notifications');
    expect(await screen.findByRole('button', { name: '1.5 s' })).toBeInTheDocument();
    await act(() => changeLocale('de'));
    expect(await screen.findByRole('button', { name: '1,5 s' })).toBeInTheDocument();
  });

  it('list: the Header card writes its times on the locale’s clock', async () => {
    await open('/components/list');
    expect(await screen.findByText('9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('4:45 PM')).toBeInTheDocument();
    await act(() => changeLocale('de'));
    expect(await screen.findByText('16:45')).toBeInTheDocument();
  });

  it('progress: the labelled bar’s percentage follows the locale', async () => {
    await open('/components/progress');
    expect(await screen.findByText('40%')).toBeInTheDocument();
    await act(() => changeLocale('de'));
    expect(await screen.findByText(/^40\s%$/)).toBeInTheDocument();
  });
});
