import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { stripBidiControls } from '@/lib/bidi';
import { formatDate } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import { SOCIAL_NETWORKS, type ManagedUser } from '../api/users.contract';
import { BrandMark } from './brand-mark';
import { languageName } from './language-names';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="font-semibold text-[var(--heading)]">{label}</dt>
      {/* I5: text values are user data in any script: isolated, without bidi controls that could disguise them. */}
      <dd className="min-w-0 break-words">
        {typeof children === 'string' && children ? <bdi>{stripBidiControls(children)}</bdi> : children || '—'}
      </dd>
    </div>
  );
}

/** F6: only http(s)/mailto values become links; anything else (javascript:, bare handles) stays text. */
function MaybeLink({ value }: { value: string }) {
  const href = safeHref(value);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary-text hover:underline">
      {value}
    </a>
  );
}

export function UserInformation({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation('users');
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('view.information')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <DetailRow label={t('fields.dob')}>{formatDate(user.dob, i18n.language, 'medium')}</DetailRow>
          <DetailRow label={t('fields.mobile')}>{user.mobile}</DetailRow>
          <DetailRow label={t('fields.website')}>{user.website && <MaybeLink value={user.website} />}</DetailRow>
          <DetailRow label={t('fields.languages')}>{user.languages_known.map((l) => languageName(l, i18n.language)).join(', ')}</DetailRow>
          <DetailRow label={t('fields.gender')}>{t(`genders.${user.gender}`)}</DetailRow>
          <DetailRow label={t('fields.contact')}>{user.contact_options.map((c) => t(`contact.${c}`)).join(', ')}</DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function UserSocial({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('view.social')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          {SOCIAL_NETWORKS.map((n) => {
            return (
              <DetailRow key={n} label={t(`social.${n}`)}>
                <span className="flex items-start gap-2">
                  <BrandMark network={n} />
                  {user.social_links[n] ? <MaybeLink value={user.social_links[n]} /> : '—'}
                </span>
              </DetailRow>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
