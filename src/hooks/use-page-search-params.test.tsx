import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type SetURLSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageSearchParams } from './use-page-search-params';

function setup() {
  const setters: Record<string, SetURLSearchParams> = {};
  function Page({ name }: { name: string }) {
    const [params, setParams] = usePageSearchParams();
    setters[name] = setParams;
    return <p>{`${name}:${params.toString()}`}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/calendar', element: <Page name="calendar" /> },
      { path: '/todo', element: <Page name="todo" /> },
      // A lazy route keeps the navigation pending while the page being left is still mounted.
      { path: '/slow', lazy: () => new Promise<never>(() => {}) },
    ],
    { initialEntries: ['/calendar'] },
  );
  render(<RouterProvider router={router} />);
  return { router, setters };
}

describe('usePageSearchParams', () => {
  it('writes the current page’s own search params', () => {
    const { router, setters } = setup();
    act(() => setters.calendar!({ view: 'month' }, { replace: true }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/calendar?view=month');
  });

  it('drops a write from a page the router has already left, whatever the params', () => {
    const { router, setters } = setup();
    const stale = setters.calendar!;
    act(() => void router.navigate('/todo'));
    for (const params of [{ view: 'month', date: '2026-11-15' }, (p: URLSearchParams) => p, 'q=x']) {
      act(() => stale(params));
      expect(router.state.location.pathname + router.state.location.search).toBe('/todo');
    }
  });

  it('drops a write while a navigation away is pending, so that navigation still wins', () => {
    const { router, setters } = setup();
    act(() => void router.navigate('/slow'));
    expect(router.state.navigation.location?.pathname).toBe('/slow');
    act(() => setters.calendar!({ view: 'week' }));
    expect(router.state.navigation.location?.pathname).toBe('/slow');
    expect(router.state.location.search).toBe('');
  });
});
