import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('appears after 500 px of scrolling and, used, hands focus to the page content before hiding', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <>
        <main id="main-content" tabIndex={-1} />
        <ScrollToTop />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
      fireEvent.scroll(window);
    });
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    button.focus();
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
    vi.unstubAllGlobals();
  });
});
