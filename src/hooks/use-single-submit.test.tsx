import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useSingleSubmit } from './use-single-submit';

function Form({ onValid }: { onValid: (data: { name: string }) => Promise<void> }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const submit = useSingleSubmit(form, onValid);
  return (
    <form onSubmit={submit} aria-label="form">
      <input aria-label="Name" {...form.register('name', { required: true })} />
    </form>
  );
}

const submitForm = () => fireEvent.submit(screen.getByRole('form'));

describe('useSingleSubmit', () => {
  it('runs onValid once while it is pending, however many submits come, then accepts the next one', async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    for (let i = 0; i < 3; i++) submitForm();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    submitForm();
    await new Promise((r) => setTimeout(r, 20));
    expect(onValid).toHaveBeenCalledTimes(1);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    submitForm();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it('opens again after a rejected save and after an invalid submit', async () => {
    const onValid = vi.fn((_data: { name: string }) => Promise.reject(new Error('500')));
    render(<Form onValid={(d) => onValid(d).catch(() => {})} />);
    submitForm(); // empty: invalid, onValid not called
    await new Promise((r) => setTimeout(r, 20));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    submitForm();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    submitForm();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });
});
