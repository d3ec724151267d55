import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SOCIAL_NETWORKS, type ManagedUser } from '../api/users.contract';
import { BrandMark } from './brand-mark';
import { TabForm, useErrorText } from './tab-form';
import { socialSchema, socialValues } from './user-edit-schemas';

export function SocialTab({ user, onDirtyChange }: { user: ManagedUser; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  return (
    <TabForm
      userId={user.id}
      tab="social"
      schema={socialSchema}
      values={socialValues(user)}
      toValues={socialValues}
      onDirtyChange={onDirtyChange}
    >
      {({ register, formState: { errors } }) => (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((n) => (
            <Field
              key={n}
              label={
                <span className="inline-flex items-center gap-2">
                  <BrandMark network={n} /> {t(`social.${n}`)}
                </span>
              }
              error={errorText(errors.social_links?.[n])}
            >
              <Input type="url" inputMode="url" placeholder="https://" {...register(`social_links.${n}`)} />
            </Field>
          ))}
        </div>
      )}
    </TabForm>
  );
}
