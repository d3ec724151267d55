import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';

/** Copies a value to the clipboard with a toast; a missing or refused clipboard shows a danger toast. */
export function useCopyValue() {
  const { t } = useTranslation('ui-elements');
  return async (value: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      toast.success(t('colors.copied', { value }));
    } catch {
      toast.error(t('colors.copyFailed'));
    }
  };
}
