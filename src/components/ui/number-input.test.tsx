import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/test/locale';
import { NumberInput, parseTyped } from './number-input';

describe('NumberInput', () => {
  it('steps with buttons and disables them at the limits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Qty" defaultValue={9} min={0} max={10} onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Qty' });
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveValue('10');
    expect(onValueChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeEnabled();
  });

  it('supports keys and clamps typed values', async () => {
    const user = userEvent.setup();
    render(<NumberInput aria-label="Qty" defaultValue={5} min={0} max={50} step={0.5} />);
    const input = screen.getByRole('spinbutton', { name: 'Qty' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('5.5');
    await user.keyboard('{PageDown}');
    expect(input).toHaveValue('0.5');
    await user.keyboard('{End}');
    expect(input).toHaveValue('50.0');
    await user.keyboard('{Home}');
    expect(input).toHaveValue('0.0');
    await user.clear(input);
    await user.type(input, '999{Enter}');
    expect(input).toHaveValue('50.0');
    expect(input).toHaveAttribute('aria-valuenow', '50');
  });

  it('reads typed text only when it is wholly a number, with either decimal mark and thousands grouped', () => {
    expect(parseTyped('12,5')).toBe(12.5);
    expect(parseTyped(' 12.5 ')).toBe(12.5);
    expect(parseTyped('1.234,5')).toBe(1234.5);
    expect(parseTyped('1,234.5')).toBe(1234.5);
    expect(parseTyped('1\u202f234,5')).toBe(1234.5);
    expect(parseTyped('\u22123')).toBe(-3);
    expect(parseTyped(',5')).toBe(0.5);
    for (const bad of ['12abc', 'abc', '', '-', '1,2,3,4.5.6', '1e3', '0x10', 'Infinity']) expect(parseTyped(bad)).toBeNaN();
  });

  it('keeps the last value when the typed text is not a number', async () => {
    const user = userEvent.setup();
    render(<NumberInput aria-label="Qty" defaultValue={5} />);
    const input = screen.getByRole('spinbutton', { name: 'Qty' });
    await user.clear(input);
    await user.type(input, '12abc{Enter}');
    expect(input).toHaveValue('5');
  });

  it('writes and reads the UI language’s decimal mark (German 1,50; a typed 1,7 then ArrowUp gives 1,80)', async () => {
    const user = userEvent.setup();
    await switchLanguage('de');
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Menge" defaultValue={1.5} step={0.1} precision={2} onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' });
    expect(input).toHaveValue('1,50');
    await user.clear(input);
    await user.type(input, '1,7');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('1,80');
    expect(onValueChange).toHaveBeenLastCalledWith(1.8);
  });
});
