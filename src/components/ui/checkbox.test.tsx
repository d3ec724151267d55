import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Switch } from './switch';

describe('Checkbox', () => {
  it('toggles with Space and is named by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Checkbox id="terms" onCheckedChange={onChange} />
        <Label htmlFor="terms">Accept terms</Label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    box.focus();
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Accept terms'));
    expect(box).toHaveAttribute('aria-checked', 'false');
  });

  it('exposes the indeterminate state as aria-checked="mixed"', async () => {
    function SelectAll() {
      const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
      return <Checkbox aria-label="Select all" checked={checked} onCheckedChange={setChecked} />;
    }
    const user = userEvent.setup();
    render(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Off" disabled />);
    await user.click(screen.getByRole('checkbox', { name: 'Off' }));
    expect(screen.getByRole('checkbox', { name: 'Off' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('Switch', () => {
  it('is a switch that toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Notifications" />);
    const sw = screen.getByRole('switch', { name: 'Notifications' });
    sw.focus();
    await user.keyboard(' ');
    expect(sw).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(sw).toHaveAttribute('aria-checked', 'false');
  });
});

describe('RadioGroup', () => {
  it('moves and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup aria-label="Plan" defaultValue="basic" onValueChange={onChange}>
        {['basic', 'pro', 'team'].map((v) => (
          <RadioGroupItem key={v} value={v} aria-label={v} />
        ))}
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    const basic = screen.getByRole('radio', { name: 'basic' });
    expect(basic).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(basic).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'pro' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'pro' })).toHaveAttribute('aria-checked', 'true');
    expect(basic).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith('pro');
  });
});
