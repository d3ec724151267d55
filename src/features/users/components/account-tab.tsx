import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { USER_ROLES, USER_STATUSES, type ManagedUser } from '../api/users.contract';
import { AvatarPicker } from './avatar-picker';
import { PermissionsTable } from './permissions-table';
import { TabForm, useErrorText } from './tab-form';
import { accountSchema, accountValues } from './user-edit-schemas';

export function AccountTab({ user, onDirtyChange }: { user: ManagedUser; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  return (
    <TabForm
      userId={user.id}
      tab="account"
      schema={accountSchema}
      values={accountValues(user)}
      toValues={accountValues}
      onDirtyChange={onDirtyChange}
    >
      {({ register, control, formState: { errors }, watch }) => (
        <>
          <Controller
            control={control}
            name="avatar"
            render={({ field }) => (
              <AvatarPicker value={field.value} name={watch('name') || user.name} onChange={(v) => field.onChange(v)} />
            )}
          />
          <div className="grid items-start gap-4 md:grid-cols-2">
            <Field label={t('fields.username')} required error={errorText(errors.username)}>
              <Input autoComplete="off" {...register('username')} />
            </Field>
            <Field label={t('fields.name')} required error={errorText(errors.name)}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label={t('fields.email')} required error={errorText(errors.email)}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </Field>
            <Field label={t('fields.company')} error={errorText(errors.company)}>
              <Input autoComplete="organization" {...register('company')} />
            </Field>
            {(['status', 'role'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <div className="grid gap-1.5">
                    <Label htmlFor={`user-edit-${name}`}>{t(`fields.${name}`)}</Label>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id={`user-edit-${name}`} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {name === 'status'
                          ? USER_STATUSES.map((s) => (
                              <SelectItem key={s} value={s}>
                                {t(`status.${s}`)}
                              </SelectItem>
                            ))
                          : USER_ROLES.map((r) => (
                              <SelectItem key={r} value={r}>
                                {t(`roles.${r}`)}
                              </SelectItem>
                            ))}
                      </SelectContent>
                    </Select>
                  </div>
                )}
              />
            ))}
          </div>
          <div className="-mx-5 border-y py-4">
            <Controller
              control={control}
              name="permissions"
              render={({ field }) => <PermissionsTable value={field.value} onChange={field.onChange} />}
            />
          </div>
        </>
      )}
    </TabForm>
  );
}
