import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SystemPage } from '../components/system-page';

export default function Error404Page() {
  const { t } = useTranslation('system-pages');
  return (
    <SystemPage
      code="404"
      illustration={<FileQuestion className="size-20" strokeWidth={1.25} aria-hidden="true" />}
      title={t('notFound.title')}
      text={t('notFound.text')}
    />
  );
}
