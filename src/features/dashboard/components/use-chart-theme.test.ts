import { act, renderHook, waitFor } from '@testing-library/react';
import { applyTheme, usePreferences } from '@/lib/preferences.store';
import { useChartTheme } from './use-chart-theme';

describe('useChartTheme', () => {
  afterEach(() => {
    applyTheme('light');
    document.documentElement.removeAttribute('style');
  });

  it('re-themes live when the theme or a token changes', async () => {
    const { result, unmount } = renderHook(() => useChartTheme());
    expect(result.current.base.tooltip.theme).toBe('light');
    await act(async () => {
      usePreferences.getState().setTheme('dark');
      applyTheme('dark');
    });
    await waitFor(() => expect(result.current.palette.mode).toBe('dark'));
    expect(result.current.base.tooltip.theme).toBe('dark');
    await act(async () => document.documentElement.style.setProperty('--primary', '#ff0000'));
    await waitFor(() => expect(result.current.palette.primary).toBe('#ff0000'));
    unmount();
  });
});
