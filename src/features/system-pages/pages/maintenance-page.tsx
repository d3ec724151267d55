import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SystemPage } from '../components/system-page';

export default function MaintenancePage() {
  const { t } = useTranslation('system-pages');
  return (
    <SystemPage
      tone="warning"
      illustration={<Wrench className="size-20" strokeWidth={1.25} aria-hidden="true" />}
      title={t('maintenance.title')}
      text={t('maintenance.text')}
    />
  );
}
