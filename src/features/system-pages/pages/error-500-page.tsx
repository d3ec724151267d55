import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SystemPage } from '../components/system-page';

export default function Error500Page() {
  const { t } = useTranslation('system-pages');
  return (
    <SystemPage
      code="500"
      tone="danger"
      illustration={<ServerCrash className="size-20" strokeWidth={1.25} aria-hidden="true" />}
      title={t('serverError.title')}
      text={t('serverError.text')}
    />
  );
}
