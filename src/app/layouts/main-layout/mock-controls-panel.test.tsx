import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadNamespaces } from '@/lib/i18n';
import { mockControls } from '@/mocks/http';
import { switchLanguage } from '@/test/locale';
import { MockControlsPanel } from './mock-controls-panel';

async function renderPanel(prefixName = 'Path prefix') {
  await loadNamespaces(['overlays']);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MockControlsPanel />
    </QueryClientProvider>,
  );
  const prefix = await screen.findByRole('textbox', { name: prefixName });
  return { user, prefix };
}

const statusButton = (status: number) => screen.getByRole('button', { name: String(status) });

describe('mock-API panel: forced status', () => {
  it('Tab from a typed prefix reaches the status buttons, and a press applies prefix and status', async () => {
    const { user, prefix } = await renderPanel();
    expect(statusButton(401)).toBeDisabled();
    await user.click(prefix);
    await user.keyboard('/api/apps/email');
    await user.tab();
    // Focus was lost to the next control while the buttons waited for the applied value.
    expect(statusButton(401)).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(mockControls.forced).toEqual({ pattern: '/api/apps/email', status: 401 }));
    expect(statusButton(401)).toHaveAttribute('aria-pressed', 'true');
    expect(statusButton(500)).toHaveAttribute('aria-pressed', 'false');
  });

  it('Enter applies the prefix with 500; a prefix outside /api/ is marked invalid and turns forcing off', async () => {
    const { user, prefix } = await renderPanel();
    await user.type(prefix, '/api/apps/chat{Enter}');
    await waitFor(() => expect(mockControls.forced).toEqual({ pattern: '/api/apps/chat', status: 500 }));
    expect(prefix).not.toHaveAttribute('aria-invalid');
    await user.clear(prefix);
    await user.type(prefix, 'apps/chat{Enter}');
    expect(prefix).toHaveAttribute('aria-invalid', 'true');
    expect(statusButton(500)).toBeDisabled();
    await waitFor(() => expect(mockControls.forced).toBeNull());
  });

  it('writes latency and error rate in the reader’s number format', async () => {
    await switchLanguage('de', ['overlays']);
    await renderPanel('Pfadpräfix');
    const latency = screen.getByRole('combobox', { name: 'Latenz' });
    expect(latency).toHaveTextContent('0,5 Sek.');
    expect(screen.getByRole('combobox', { name: 'Zufällige Serverfehler' })).toHaveTextContent('10 %');
  });
});
