import { ChevronDown, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';
import { cn } from '@/lib/cn';

/** Where a paged list stands: the page shown (0-based), its size, and the rows in all (undefined while unknown). */
export interface PageWindow {
  pageIndex: number;
  pageSize: number;
  total: number | undefined;
}

/**
 * "11 – 20 of 48", or null when there is nothing to count (loading, failed, or no rows): a list never claims
 * "0 – 0 of 0". The one range text of every paged list (toolbars and footers).
 */
export function usePageRange({ pageIndex, pageSize, total }: PageWindow): string | null {
  const { t } = useTranslation();
  if (!total) return null;
  const from = Math.min(pageIndex * pageSize + 1, total);
  return t('pagination.range', { from, to: Math.min(total, (pageIndex + 1) * pageSize), total });
}

export interface PageSizeMenuProps extends PageWindow {
  /** "Rows per page", also the menu's heading. */
  label: string;
  sizes: readonly number[];
  onSize: (size: number) => void;
  align?: 'start' | 'end';
}

/**
 * The "1 – 10 of 50 ⌄" button of a list toolbar: shows the visible range and picks the page size. With nothing to
 * count it says what it sets ("10 per page").
 */
export function PageSizeMenu({ label, sizes, onSize, align = 'start', ...paging }: PageSizeMenuProps) {
  const { t } = useTranslation();
  const range = usePageRange(paging) ?? t('pagination.perPage', { size: paging.pageSize });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" color="secondary" aria-label={`${label}: ${range}`}>
          <span data-testid="page-range">{range}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={String(paging.pageSize)} onValueChange={(v) => onSize(Number(v))}>
          {sizes.map((s) => (
            <DropdownMenuRadioItem key={s} value={String(s)}>
              {s}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface ListSearchProps {
  /** Placeholder and accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The search box of a list toolbar: a row of its own on phones (in a wrapping toolbar; beside an action button it
 * had ~150 px and cut its placeholder, e.g. French "Rechercher des utili…"), fixed width beside the actions from `sm` up.
 */
export function ListSearch({ label, value, onChange, className }: ListSearchProps) {
  return (
    <InputGroup className={cn('min-w-0 flex-1 max-sm:basis-full sm:w-64', className)}>
      <InputGroupAddon>
        <Search aria-hidden="true" />
      </InputGroupAddon>
      <InputGroupInput
        type="search"
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
      />
    </InputGroup>
  );
}
