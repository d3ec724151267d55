import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { truncate } from '@/lib/format';
import { TextWith } from './text-with';

/** D7: any id the API does not know, shown as (shortened) text with a way back. */
export function UserNotFound({ id }: { id: string }) {
  const { t } = useTranslation('users');
  return (
    <Alert color="danger">
      <CircleAlert aria-hidden="true" />
      <AlertContent>
        <AlertTitle>{t('notFound.title')}</AlertTitle>
        <AlertDescription className="break-all">
          <TextWith text={(slot) => t('notFound.text', { id: slot })} node={<strong>{truncate(id, 80)}</strong>} />{' '}
          <TextWith
            text={(slot) => t('notFound.back', { link: slot })}
            node={
              <Link to="/apps/user/user-list" className="font-semibold underline underline-offset-2">
                {t('notFound.list')}
              </Link>
            }
          />
        </AlertDescription>
      </AlertContent>
    </Alert>
  );
}
