import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';

/** Buttons in sample cards answer with a toast, so every control visibly does something. */
export function useDemoAction() {
  const { t } = useTranslation('dashboard');
  return (action: string) => () => toast.info(t('basic.demo', { action }));
}
