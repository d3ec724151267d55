import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type PageToken = number | 'start-ellipsis' | 'end-ellipsis';

/** Pages to show: first and last always, a window around `page`, ellipses for gaps; at most `max` tokens. */
export function paginationRange(page: number, pageCount: number, max = 7): PageToken[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const slots = Math.max(5, Math.floor(max));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= slots) return range(1, count);
  const inner = slots - 4;
  const from = current - Math.floor((inner - 1) / 2);
  const to = from + inner - 1;
  if (to <= slots - 2) return [...range(1, slots - 2), 'end-ellipsis', count];
  const tailStart = count - (slots - 3);
  if (from >= tailStart) return [1, 'start-ellipsis', ...range(tailStart, count)];
  return [1, 'start-ellipsis', ...range(from, to), 'end-ellipsis', count];
}

const activeColors = {
  primary: 'bg-primary-solid text-white shadow-sm shadow-primary/30',
  secondary: 'bg-secondary-solid text-white',
  success: 'bg-success-solid text-white',
  danger: 'bg-danger-solid text-white',
  warning: 'bg-warning-solid text-white',
  info: 'bg-info-solid text-white',
  dark: 'bg-dark-solid text-white',
} as const;

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'color' | 'onChange'> {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Most page tokens (numbers + ellipses) shown; default 7, minimum 5. */
  maxVisible?: number;
  color?: keyof typeof activeColors;
  size?: 'sm' | 'md';
  /** Also show first/last page buttons. */
  showEdges?: boolean;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  maxVisible = 7,
  color = 'primary',
  size = 'md',
  showEdges = false,
  className,
  ...props
}: PaginationProps) {
  const { t } = useTranslation();
  const tokens = paginationRange(page, pageCount, maxVisible);
  if (tokens.length === 0) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (p: number) => {
    if (p >= 1 && p <= pageCount && p !== current) onPageChange(p);
  };
  const cell = cn(
    'inline-flex cursor-pointer items-center justify-center rounded-md text-sm font-medium tabular-nums transition-[color,background-color,box-shadow] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:pointer-events-none aria-disabled:opacity-45 [&_svg]:size-4',
    size === 'sm' ? 'h-7 min-w-7 px-1.5 text-xs' : 'h-8 min-w-8 px-1.5 sm:h-9 sm:min-w-9 sm:px-2',
  );
  const idle = 'bg-muted text-foreground hover:bg-primary-soft hover:text-primary-text';
  // aria-disabled, not disabled: Previous pressed on page 2 lands on page 1 and must keep the keyboard focus, which a
  // disabled button would drop to <body>. `go` ignores out-of-range pages.
  const nav = (label: string, target: number, Icon: typeof ChevronLeft, disabled: boolean) => (
    <li>
      <button type="button" className={cn(cell, idle)} onClick={() => go(target)} aria-disabled={disabled || undefined} aria-label={label}>
        <Icon className="rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </li>
  );
  return (
    <nav data-slot="pagination" aria-label={t('pagination.label', 'Pagination')} className={cn('flex', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
        {showEdges && nav(t('pagination.first', 'First page'), 1, ChevronsLeft, current <= 1)}
        {nav(t('pagination.previous', 'Previous page'), current - 1, ChevronLeft, current <= 1)}
        {tokens.map((token) =>
          typeof token === 'number' ? (
            <li key={token}>
              <button
                type="button"
                className={cn(cell, token === current ? activeColors[color] : idle)}
                aria-current={token === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: token, defaultValue: 'Page {{page}}' })}
                onClick={() => go(token)}
              >
                {token}
              </button>
            </li>
          ) : (
            <li key={token} aria-hidden="true" className={cn(cell, 'cursor-default text-muted-foreground')}>
              …
            </li>
          ),
        )}
        {nav(t('pagination.next', 'Next page'), current + 1, ChevronRight, current >= pageCount)}
        {showEdges && nav(t('pagination.last', 'Last page'), pageCount, ChevronsRight, current >= pageCount)}
      </ul>
    </nav>
  );
}
