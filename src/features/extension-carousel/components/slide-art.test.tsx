import { render } from '@testing-library/react';
import { SlideTile } from './slide-art';
import { SLIDES } from './slides';

describe('SlideTile', () => {
  it('wraps title and caption to two lines instead of cutting them to one', () => {
    const slide = SLIDES[0]!;
    render(<SlideTile slide={slide} />);
    const [title, caption] = Array.from(document.querySelectorAll('p'));
    expect(title).toHaveTextContent(/\S/);
    expect(caption).toHaveTextContent(/\S/);
    for (const p of [title, caption]) {
      expect(p).toHaveClass('line-clamp-2');
      expect(p).not.toHaveClass('truncate');
    }
  });
});
