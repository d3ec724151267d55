import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The table scrolls horizontally inside its own wrapper, so pages never scroll sideways on phones. */
export function Table({ className, containerClassName, ...props }: ComponentProps<'table'> & { containerClassName?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(container);
  return (
    <div
      ref={container}
      data-slot="table-container"
      // A table wider than its card scrolls inside it; keyboard users can then focus and scroll it too
      // (a region named like the table).
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? props['aria-label'] : undefined}
      aria-labelledby={scrollable ? props['aria-labelledby'] : undefined}
      className={cn(
        'relative w-full overflow-x-auto [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-ring',
        containerClassName,
      )}
    >
      <table data-slot="table" className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-primary-soft', className)}
      {...props}
    />
  );
}

export type SortDirection = 'asc' | 'desc' | false;

export type TableHeadProps = ComponentProps<'th'> & {
  /** Current sort of this column; with `onSort` the header becomes a button and gets aria-sort. */
  sort?: SortDirection;
  onSort?: () => void;
};

export function TableHead({ className, sort, onSort, children, ...props }: TableHeadProps) {
  const sortable = Boolean(onSort);
  const ariaSort = sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : sortable ? 'none' : undefined;
  const Icon = sort === 'asc' ? ArrowUp : sort === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      data-slot="table-head"
      scope="col"
      aria-sort={ariaSort}
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-[var(--heading)] uppercase',
        className,
      )}
      {...props}
    >
      {sortable ? (
        <button
          type="button"
          onClick={onSort}
          // 20 px of text, a 32 px tall target: the ::after box takes the taps above and below it.
          className="relative -mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 uppercase transition-colors after:absolute after:-inset-y-1.5 after:inset-x-0 after:content-[''] hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
        >
          {children}
          <Icon className={cn('size-3.5 shrink-0', !sort && 'opacity-40')} aria-hidden="true" />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}

function useScrollable(ref: { current: HTMLElement | null }): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrollable(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
