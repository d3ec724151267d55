import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SystemPage } from '../components/system-page';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('system-pages');
  return (
    <SystemPage
      tone="danger"
      illustration={<LockKeyhole className="size-20" strokeWidth={1.25} aria-hidden="true" />}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
    />
  );
}
