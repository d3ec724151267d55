import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PERIODS, type Period } from '../api/dashboard.contract';

/** "Last 28 days ▾": changing it re-queries the card (the period is part of the query key). */
export function PeriodMenu({ value, onChange, label }: { value: Period; onChange: (p: Period) => void; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" color="secondary" size="sm" aria-label={t('period.label', { card: label, period: t(`period.${value}`) })}>
          {t(`period.${value}`)}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as Period)}>
          {PERIODS.map((p) => (
            <DropdownMenuRadioItem key={p} value={p}>
              {t(`period.${p}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
