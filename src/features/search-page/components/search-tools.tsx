import { CalendarRange, ChevronDown, Clock, ListFilter } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/format';
import { MATCH_MODES, TIME_FILTERS, type MatchMode, type SearchQuery, type TimeFilter } from '../api/search-page.contract';
import { CustomRangeDialog } from './custom-range-dialog';

const PRESETS = TIME_FILTERS.filter((f) => f !== 'custom');

interface SearchToolsProps {
  id: string;
  query: SearchQuery;
  onChange: (patch: Partial<SearchQuery>) => void;
}

/** The Tools row: time filter (presets or a custom date range) and "All results" / "Verbatim". */
export function SearchTools({ id, query, onChange }: SearchToolsProps) {
  const { t, i18n } = useTranslation('search-page');
  const [rangeOpen, setRangeOpen] = useState(false);
  const timeTrigger = useRef<HTMLButtonElement>(null);
  // Set by the menu item before the menu closes (state would still read false in that closing render).
  const opening = useRef(false);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, i18n.language);
  const timeLabel = query.time === 'custom' && query.from && query.to ? `${day(query.from)} – ${day(query.to)}` : t(`time.${query.time}`);
  const active = query.time !== 'any' || query.match !== 'all';
  const trigger = 'h-8 max-w-full px-2 text-muted-foreground data-[state=open]:bg-muted';

  return (
    <div id={id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={timeTrigger}
            variant="ghost"
            color="secondary"
            size="sm"
            className={trigger}
            aria-label={`${t('time.label')}: ${timeLabel}`}
          >
            <Clock aria-hidden="true" />
            <span className="truncate">{timeLabel}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        {/* The range dialog takes focus itself; the closing menu must not pull it back to the trigger. */}
        <DropdownMenuContent
          align="start"
          onCloseAutoFocus={(e) => {
            if (opening.current) e.preventDefault();
            opening.current = false;
          }}
        >
          <DropdownMenuRadioGroup value={query.time} onValueChange={(v) => v !== 'custom' && onChange({ time: v as TimeFilter })}>
            {PRESETS.map((f) => (
              <DropdownMenuRadioItem key={f} value={f}>
                {t(`time.${f}`)}
              </DropdownMenuRadioItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuRadioItem
              value="custom"
              onSelect={() => {
                opening.current = true;
                setRangeOpen(true);
              }}
            >
              <CalendarRange aria-hidden="true" />
              {t('time.customItem')}
            </DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            color="secondary"
            size="sm"
            className={trigger}
            aria-label={`${t('match.label')}: ${t(`match.${query.match}`)}`}
          >
            <ListFilter aria-hidden="true" />
            {t(`match.${query.match}`)}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuRadioGroup value={query.match} onValueChange={(v) => onChange({ match: v as MatchMode })}>
            {MATCH_MODES.map((m) => (
              <DropdownMenuRadioItem key={m} value={m}>
                {t(`match.${m}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {active && (
        <Button variant="link" color="primary" size="sm" onClick={() => onChange({ time: 'any', match: 'all' })}>
          {t('tools.clear')}
        </Button>
      )}
      <CustomRangeDialog
        open={rangeOpen}
        onOpenChange={setRangeOpen}
        from={query.from}
        to={query.to}
        onApply={({ from, to }) => onChange({ time: 'custom', from, to })}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          timeTrigger.current?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}
