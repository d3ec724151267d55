import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, formDraftSchema, readDraft, writeDraft } from '@/lib/session/drafts';

/**
 * Keeps a form's unsaved input as a draft (lib/session/drafts.ts) while it differs from `values`, and puts it back
 * once on mount, calling `onRestored` (say so to the user). `clear()` drops it after a save or a reset.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string, values: T, onRestored: () => void) {
  const [draft] = useState(() => readDraft(name, formDraftSchema));

  useEffect(() => {
    if (!draft) return;
    form.reset({ ...values, ...draft }, { keepDefaultValues: true });
    onRestored();
    // Once per mount, with the values the form started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  useEffect(() => {
    const sub = form.watch((current) => {
      // Compared by value: formState.isDirty may not be updated yet when watch fires.
      if (JSON.stringify(current) !== JSON.stringify(form.formState.defaultValues)) writeDraft(name, current);
      else clearDraft(name);
    });
    return () => sub.unsubscribe();
  }, [form, name]);

  return { clear: () => clearDraft(name) };
}
