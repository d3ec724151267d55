import { useRef, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's onSubmit that validates, then runs `onValid` at most once at a time (RELIABILITY I2: one request per
 * submit, however fast the clicks or Enter presses come). The guard opens again when `onValid` settles or the
 * form turns out invalid. `onValid` reports its own errors (a toast, a field message): it must not reject.
 */
export function useSingleSubmit<T extends FieldValues>(form: UseFormReturn<T>, onValid: (data: T) => Promise<void>) {
  const inFlight = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const release = () => {
      inFlight.current = false;
    };
    void form.handleSubmit((data) => onValid(data).finally(release), release)(event);
  };
}
