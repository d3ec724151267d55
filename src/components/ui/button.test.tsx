import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { Button } from './button';

function SaveForm({ onSubmit }: { onSubmit: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
        setSaving(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </form>
  );
}

describe('Button loading', () => {
  it('keeps keyboard focus while busy and ignores presses, clicks and Enter alike', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SaveForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    save.click();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a disabled button stays disabled', () => {
    render(<Button disabled>Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('focusableWhenDisabled keeps the focus of the press that disabled it and ignores further presses', async () => {
    const user = userEvent.setup();
    function Stepper() {
      const [value, setValue] = useState(1);
      return (
        <>
          <output aria-label="Value">{value}</output>
          <Button focusableWhenDisabled disabled={value <= 0} onClick={() => setValue((v) => v - 1)}>
            Less
          </Button>
        </>
      );
    }
    render(<Stepper />);
    const less = screen.getByRole('button', { name: 'Less' });
    less.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('0');
    expect(less).not.toBeDisabled();
    expect(less).toHaveAttribute('aria-disabled', 'true');
    expect(less).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('0');
  });
});
