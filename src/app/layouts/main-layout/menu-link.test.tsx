import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MenuLink } from './menu-link';

function setup(initial = '/a') {
  const links = (
    <>
      <MenuLink to="/a">A</MenuLink>
      <MenuLink to="/b">B</MenuLink>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/a', element: links },
      { path: '/b', element: links },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MenuLink', () => {
  it('navigates in-app on a plain left click, with a real href for the browser', async () => {
    const router = setup();
    const link = screen.getByRole('link', { name: 'B' });
    expect(link).toHaveAttribute('href', '/b');
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is the current URL', async () => {
    const router = setup('/b');
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/b');
  });

  it('leaves modified and non-primary clicks to the browser (new tab or window)', () => {
    const router = setup();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      screen.getByRole('link', { name: 'B' }).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(router.state.location.pathname).toBe('/a');
  });
});
