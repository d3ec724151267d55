import { useTranslation } from 'react-i18next';
import type { CalendarLabels } from '@/components/ui/calendar';

/** The Calendar's button names and announcements in the app language. */
export function useCalendarLabels(extra?: Partial<CalendarLabels>): CalendarLabels {
  const { t } = useTranslation('extension-pickers');
  return {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousYears: t('calendar.previousYears'),
    nextYears: t('calendar.nextYears'),
    switchView: t('calendar.switchView'),
    today: t('calendar.today'),
    ...extra,
  };
}
