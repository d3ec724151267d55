import { ChevronLeft, ChevronRight, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { VIEWS, type CalendarViewName } from './calendar-url';

interface CalendarToolbarProps {
  title: string;
  view: CalendarViewName;
  /** Phones: the week choice shows three days, and says so. */
  compact?: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarViewName) => void;
  onOpenFilters?: () => void;
}

export function CalendarToolbar({ title, view, compact = false, onPrev, onNext, onToday, onView, onOpenFilters }: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-3 py-3 sm:px-4">
      {onOpenFilters && (
        <Button variant="ghost" color="secondary" size="icon-sm" onClick={onOpenFilters} aria-label={t('toolbar.openFilters')}>
          <Menu aria-hidden="true" />
        </Button>
      )}
      <div className="flex items-center gap-1">
        <Button variant="ghost" color="secondary" size="icon-sm" onClick={onPrev} aria-label={t('toolbar.previous')}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="ghost" color="secondary" size="icon-sm" onClick={onNext} aria-label={t('toolbar.next')}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* Its basis is the whole title, so the view buttons move to a second row rather than cut it (sm to md widths);
          it still truncates when even a row of its own is too short. */}
      <h2 className="min-w-0 flex-[1_1_auto] truncate text-lg font-semibold text-[var(--heading)]" aria-live="polite">
        {title}
      </h2>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
        <Button variant="outline" color="primary" size="sm" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <div role="group" aria-label={t('views.label')} className="inline-flex rounded-md border border-primary/60 p-0.5">
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'cursor-pointer rounded-[5px] px-2.5 py-1 text-xs font-medium text-primary-text transition-colors outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring sm:px-3',
                view === v && 'bg-primary-solid text-white hover:bg-primary-solid',
              )}
            >
              {v === 'week' && compact ? t('views.threeDay') : t(`views.${v}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
