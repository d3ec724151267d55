import { ChevronDown, Search } from 'lucide-react';
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

export interface PageSizeMenuProps {
  /** "Rows per page", also the menu's heading. */
  label: string;
  /** "1–10 of 50", shown on the button. */
  range: string;
  sizes: readonly number[];
  size: number;
  onSize: (size: number) => void;
  align?: 'start' | 'end';
}

/** The "1–10 of 50 ⌄" button of a list toolbar: shows the visible range and picks the page size. */
export function PageSizeMenu({ label, range, sizes, size, onSize, align = 'start' }: PageSizeMenuProps) {
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
        <DropdownMenuRadioGroup value={String(size)} onValueChange={(v) => onSize(Number(v))}>
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
