import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('is a slider: arrows change by the step, Home/End jump, Delete resets', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StarRating aria-label="Rating" defaultValue={2} step={0.5} onValueChange={onValueChange} />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2.5');
    expect(onValueChange).toHaveBeenLastCalledWith(2.5);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.5');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Delete}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('previews on hover and commits on press, by pointer position', () => {
    const onHoverChange = vi.fn();
    render(<StarRating aria-label="Rating" max={10} onHoverChange={onHoverChange} />);
    const slider = screen.getByRole('slider');
    slider.getBoundingClientRect = () => ({ left: 0, right: 200, width: 200, top: 0, bottom: 20, height: 20, x: 0, y: 0, toJSON() {} });
    fireEvent.pointerMove(slider, { clientX: 65, pointerType: 'mouse' });
    expect(onHoverChange).toHaveBeenLastCalledWith(4);
    fireEvent.pointerLeave(slider);
    expect(onHoverChange).toHaveBeenLastCalledWith(null);
    fireEvent.pointerDown(slider, { clientX: 101 });
    expect(slider).toHaveAttribute('aria-valuenow', '6');
  });

  it('read-only renders an image with the value as text and ignores keys', () => {
    render(<StarRating aria-label="Average" readOnly value={3.5} />);
    expect(screen.getByRole('img', { name: 'Average: 3.5 / 5' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
