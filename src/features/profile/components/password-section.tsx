import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { newPasswordSchema } from '../api/account-settings.contract';
import { useChangePassword } from '../api/account-settings.queries';
import { useErrorText } from './section-form';

const schema = z
  .object({
    oldPassword: z.string().min(1, 'required').max(128, 'tooLong'),
    newPassword: newPasswordSchema,
    confirm: z.string().min(1, 'required'),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'mismatch' });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { oldPassword: '', newPassword: '', confirm: '' };

export function PasswordSection() {
  const { t } = useTranslation('profile');
  const err = useErrorText();
  const change = useChangePassword();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      form.reset(EMPTY);
      toast.success(t('settings.password.changed'));
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-5">
      <Field label={t('settings.password.old')} error={err(errors.oldPassword)} required>
        <Input type="password" autoComplete="current-password" {...form.register('oldPassword')} />
      </Field>
      <Field label={t('settings.password.new')} description={t('settings.password.rules')} error={err(errors.newPassword)} required>
        <Input
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword', {
            // A "doesn't match" under Confirm must go (or come) as soon as the new password changes, not on Confirm's next blur.
            onChange: () => form.getFieldState('confirm').isTouched && void form.trigger('confirm'),
          })}
        />
      </Field>
      <Field label={t('settings.password.confirm')} error={err(errors.confirm)} required>
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </Field>
      <div className="flex flex-wrap gap-3 border-t pt-5">
        <Button type="submit" loading={isSubmitting}>
          {t('common:actions.save')}
        </Button>
        <Button variant="outline" color="secondary" onClick={() => form.reset(EMPTY)}>
          {t('common:actions.reset')}
        </Button>
      </div>
    </form>
  );
}
