import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSingleSubmit } from '@/hooks/use-single-submit';
import { errorMessage } from '@/lib/api-client';
import type { ManagedUser } from '../api/users.contract';
import { useUpdateUser } from '../api/users.queries';
import { useFormDraft } from '@/hooks/use-form-draft';

export interface TabFormProps<T extends FieldValues> {
  userId: number;
  /** Names the tab's unsaved draft (useFormDraft). */
  tab: string;
  schema: z.ZodType<T, T>;
  values: T;
  toValues: (user: ManagedUser) => T;
  onDirtyChange: (dirty: boolean) => void;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** One tab of the edit page: its own form, Save (disabled while invalid or unchanged) and Reset to the loaded values. */
export function TabForm<T extends FieldValues>({ userId, tab, schema, values, toValues, onDirtyChange, children }: TabFormProps<T>) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(userId);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: values as DefaultValues<T>, mode: 'onTouched' });
  const { isDirty, isValid } = form.formState;
  // Edits left when the session ended come back after signing in again.
  const draft = useFormDraft(form, `users-edit.${userId}.${tab}`, values as T, () =>
    toast.info(t('edit.draftRestored'), { id: `users-edit-draft-${userId}` }),
  );

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const resetTo = (next: T) => {
    form.reset(next);
    draft.clear();
  };

  const submit = useSingleSubmit(form, async (data) => {
    try {
      const saved = await update.mutateAsync(data as Partial<ManagedUser>);
      resetTo(toValues(saved));
      toast.success(t('edit.saved'));
    } catch (error) {
      // The server refused: keep what was typed so nothing is lost.
      toast.error(t('edit.saveFailed'), { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6">
      {children(form)}
      <div className="flex flex-wrap gap-3">
        {/* Both disable themselves when pressed (saved or reset = unchanged): focusable so the keyboard keeps its place. */}
        <Button type="submit" disabled={!isValid || !isDirty} focusableWhenDisabled loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
        <Button
          variant="outline"
          color="secondary"
          disabled={!isDirty || update.isPending}
          focusableWhenDisabled
          onClick={() => resetTo(values)}
        >
          {t('common:actions.reset')}
        </Button>
      </div>
    </form>
  );
}

/** The translated message of a field error (zod messages are keys under validation). */
export function useErrorText() {
  const { t } = useTranslation('users');
  return (error: FieldError | undefined) => (error?.message ? t(`validation.${error.message as 'required'}`) : undefined);
}
