import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSingleSubmit } from '@/hooks/use-single-submit';
import { errorMessage } from '@/lib/api-client';
import { useFormDraft } from '@/hooks/use-form-draft';

export interface SectionFormProps<T extends FieldValues> {
  /** Names the section's unsaved draft (useFormDraft). */
  section: string;
  schema: z.ZodType<T, T>;
  values: T;
  save: (data: T) => Promise<T>;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** One settings tab: its own form, Save (toast; server copy becomes the new baseline) and Reset (back to the saved values). */
export function SectionForm<T extends FieldValues>({ section, schema, values, save, children }: SectionFormProps<T>) {
  const { t } = useTranslation('profile');
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: values as DefaultValues<T>, mode: 'onTouched' });
  // Edits left when the session ended come back after signing in again.
  const draft = useFormDraft(form, `profile.settings.${section}`, values as T, () =>
    toast.info(t('settings.draftRestored'), { id: 'profile-settings-draft' }),
  );

  const resetTo = (next: T) => {
    form.reset(next);
    draft.clear();
  };

  const submit = useSingleSubmit(form, async (data) => {
    try {
      const saved = await save(data);
      resetTo(saved);
      toast.success(t('settings.saved'));
    } catch (error) {
      // I12: the server refused; everything typed stays in the form, and the toast says why.
      toast.error(t('settings.saveFailed'), { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {children(form)}
      <div className="flex flex-wrap gap-3 border-t pt-5">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common:actions.save')}
        </Button>
        <Button variant="outline" color="secondary" disabled={form.formState.isSubmitting} onClick={() => resetTo(values)}>
          {t('common:actions.reset')}
        </Button>
      </div>
    </form>
  );
}

/** Translates a zod message key (settings.errors.*). */
export function useErrorText() {
  const { t } = useTranslation('profile');
  return (error: FieldError | undefined) => (error?.message ? t(`settings.errors.${error.message as 'required'}`) : undefined);
}
