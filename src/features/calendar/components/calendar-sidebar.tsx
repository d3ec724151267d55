import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { LABEL_COLOR, LABEL_VALUES, NO_LABEL, type EventLabel } from '../api/calendar.contract';

export const ALL_LABELS: readonly EventLabel[] = [...LABEL_VALUES, NO_LABEL];
const DOT: Record<string, string> = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger', primary: 'bg-primary' };
export const labelKey = (label: EventLabel) => (label === NO_LABEL ? 'none' : label);

interface CalendarSidebarProps {
  selected: ReadonlySet<EventLabel>;
  onChange: (next: Set<EventLabel>) => void;
  onAdd: () => void;
}

/** Add button and the label filter (a legend at the same time). */
export function CalendarSidebar({ selected, onChange, onAdd }: CalendarSidebarProps) {
  const { t } = useTranslation('calendar');
  const all = ALL_LABELS.every((l) => selected.has(l));
  const toggle = (label: EventLabel, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(label);
    else next.delete(label);
    onChange(next);
  };
  return (
    <div className="flex h-full flex-col gap-6 p-5">
      <Button onClick={onAdd} className="w-full">
        <Plus aria-hidden="true" />
        {t('addEvent')}
      </Button>
      <fieldset className="grid gap-3.5">
        <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('filters')}</legend>
        <div className="flex items-center gap-2.5">
          <Checkbox id="cal-filter-all" checked={all} onCheckedChange={(v) => onChange(v === true ? new Set(ALL_LABELS) : new Set())} />
          <Label htmlFor="cal-filter-all" className="cursor-pointer">
            {t('viewAll')}
          </Label>
        </div>
        {ALL_LABELS.map((label) => (
          <div key={labelKey(label)} className="flex items-center gap-2.5">
            <Checkbox
              id={`cal-filter-${labelKey(label)}`}
              checked={selected.has(label)}
              onCheckedChange={(v) => toggle(label, v === true)}
            />
            <Label htmlFor={`cal-filter-${labelKey(label)}`} className="flex cursor-pointer items-center gap-2 font-normal">
              <span className={cn('size-2.5 rounded-full', DOT[LABEL_COLOR[label]])} aria-hidden="true" />
              {t(`labels.${labelKey(label)}`)}
            </Label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
