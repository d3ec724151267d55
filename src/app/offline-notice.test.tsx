import { act, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { isOnline } from '@/lib/network-status';
import { OfflineNotice } from './offline-notice';
import { DEFAULT_CONTROLS, setMockControls } from '@/mocks/http';
import { request } from '@/lib/api-client';

afterEach(() => setMockControls(DEFAULT_CONTROLS));

describe('a simulated outage (mock-API panel "Simulate offline")', () => {
  it('shows the same offline notice as a real one, and goes away with it', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setMockControls({ offline: true }));
    expect(isOnline()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    act(() => setMockControls({ offline: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes a failed call say the user is offline, not that the server is unreachable', async () => {
    setMockControls({ offline: true });
    await expect(request('/api/apps/todo/tasks', { schema: z.unknown() })).rejects.toMatchObject({ kind: 'offline' });
  });

  it('the browser’s own offline state counts too', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOnline()).toBe(false);
    onLine.mockRestore();
    expect(isOnline()).toBe(true);
  });
});
