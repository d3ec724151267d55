import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopSearchBox } from './shop-search-box';

describe('ShopSearchBox', () => {
  it('keeps fast typing when the URL value lags behind, and follows a change made elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(<ShopSearchBox value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'sp');
    expect(onChange).toHaveBeenLastCalledWith('sp');
    // The router commits the first keystroke's URL after the second keystroke: that echo must not win.
    rerender(<ShopSearchBox value="s" onChange={onChange} />);
    expect(box).toHaveValue('sp');
    rerender(<ShopSearchBox value="sp" onChange={onChange} />);
    expect(box).toHaveValue('sp');
    // "Clear all filters" or Back changes the URL without typing.
    rerender(<ShopSearchBox value="" onChange={onChange} />);
    expect(box).toHaveValue('');
    rerender(<ShopSearchBox value="laptop" onChange={onChange} />);
    expect(box).toHaveValue('laptop');
  });

  it('× clears the text and keeps keyboard focus in the box (the × itself goes)', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<ShopSearchBox value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'lap');
    await user.click(screen.getByRole('button'));
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveFocus();
  });
});
