import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from './slider';

describe('Slider', () => {
  it('moves with the arrow keys, Page Up/Down, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slider defaultValue={[50]} min={0} max={100} step={1} thumbLabels="Volume" onValueChange={onChange} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '49');
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '59');
    await user.keyboard('{PageDown}{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '39');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    expect(onChange).toHaveBeenLastCalledWith([0]);
  });

  it('renders a named thumb per value of a range and keeps them ordered', async () => {
    const user = userEvent.setup();
    render(<Slider defaultValue={[20, 80]} thumbLabels={['Minimum', 'Maximum']} minStepsBetweenThumbs={1} showValue />);
    const min = screen.getByRole('slider', { name: 'Minimum' });
    const max = screen.getByRole('slider', { name: 'Maximum' });
    expect(min).toHaveAttribute('aria-valuenow', '20');
    expect(max).toHaveAttribute('aria-valuenow', '80');
    min.focus();
    await user.keyboard('{End}');
    expect(Number(min.getAttribute('aria-valuenow'))).toBeLessThan(80);
    expect(screen.getAllByText(/^\d+$/).length).toBeGreaterThanOrEqual(2);
  });

  it('reads each thumb as its formatted value when given a format (what screen readers hear)', async () => {
    const user = userEvent.setup();
    const euro = (v: number) => `€${v}`;
    render(<Slider defaultValue={[120, 400]} min={0} max={500} thumbLabels={['From', 'To']} formatValue={euro} showValue />);
    const from = screen.getByRole('slider', { name: 'From' });
    expect(from).toHaveAttribute('aria-valuetext', '€120');
    from.focus();
    await user.keyboard('{ArrowRight}');
    expect(from).toHaveAttribute('aria-valuetext', '€121');
    expect(screen.getByText('€400')).toBeInTheDocument();
    render(<Slider defaultValue={[5]} thumbLabels="Plain" />);
    expect(screen.getByRole('slider', { name: 'Plain' })).not.toHaveAttribute('aria-valuetext');
  });
});
