import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { Field, FieldControl, FieldError, FieldLabel } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels the control and links the description', () => {
    render(
      <Field label="Email" description="We never share it." required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error: aria-invalid, aria-describedby and an announced message', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <Field label="Name" description="Your full name" error={error}>
          <Input onBlur={(e) => setError(e.target.value ? undefined : 'Name is required')} />
        </Field>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Name is required');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input).toHaveAccessibleDescription('Your full name Name is required');
    await user.type(input, 'Ada');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works beside a checkbox and with a nested FieldControl', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="Remember me" orientation="horizontal">
          <Checkbox />
        </Field>
        <Field label="Bio" error="Too short">
          <FieldControl>
            <Textarea />
          </FieldControl>
        </Field>
      </>,
    );
    await user.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription('Too short');
  });

  it('lets custom layouts use the parts', () => {
    render(
      <Field error="Bad">
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    // Outside a Field the message takes the id its control names.
    render(<FieldError id="cell-error">x</FieldError>);
    expect(screen.getByText('x')).toHaveAttribute('id', 'cell-error');
    expect(FieldLabel).toBeTypeOf('function');
  });
});

describe('Textarea', () => {
  it('counts characters against maxLength', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Message" maxLength={10} showCount autoGrow maxRows={4} />);
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(screen.getByText('5/10')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    render(<Textarea aria-label="Note" value="abc" onChange={() => {}} showCount />);
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});

describe('Field with composite controls', () => {
  it('names and describes a Select trigger and a RadioGroup', async () => {
    const { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } = await import('./select');
    const { RadioGroup, RadioGroupItem } = await import('./radio-group');
    render(
      <>
        <Field label="Country" description="Where you live" error="Required">
          <Select>
            <SelectTrigger>
              <SelectValue placeholder="Pick" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="de">Germany</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        <Field label="Plan" error="Choose a plan">
          <RadioGroup>
            <RadioGroupItem value="a" aria-label="Basic" />
          </RadioGroup>
        </Field>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAccessibleDescription('Where you live Required');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveAccessibleDescription('Choose a plan');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });
});

describe('FieldError under a press', () => {
  /** A field that is wrong as soon as it is left, with a button below it. */
  function BlurValidated({ onSend }: { onSend?: () => void }) {
    const [error, setError] = useState<string>();
    return (
      <>
        <Field label="Email" error={error}>
          <Input onBlur={() => setError('Enter a valid email')} />
        </Field>
        <button type="button" onClick={onSend}>
          Send
        </button>
      </>
    );
  }

  it('waits for the pointer to be released, so the pressed button below is not pushed away and gets its click', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<BlurValidated onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.click(input);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(input).not.toHaveFocus();
    // Still invalid for assistive tech, but no message has taken room yet.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('shows at once when the field is left with the keyboard', async () => {
    const user = userEvent.setup();
    render(<BlurValidated />);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });
});
