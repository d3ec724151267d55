import { useId, useRef, useState, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Highlight } from './highlight';

export interface AutocompleteOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

export interface AutocompleteProps {
  label: string;
  options: AutocompleteOption[];
  /** Text in the field (controlled). */
  query: string;
  onQueryChange: (q: string) => void;
  onSelect: (option: AutocompleteOption) => void;
  onEvent?: (event: 'focus' | 'blur' | 'open' | 'close') => void;
  loading?: boolean;
  placeholder?: string;
  emptyText: string;
  loadingText: string;
  /** Shown instead of the list when set (e.g. a failed request). */
  errorText?: string;
  /** With errorText: the error shows under the field with this retry button (it refocuses the field). */
  onRetry?: () => void;
  retryLabel?: string;
  /** select: leaving the field restores `selectedLabel` unless an option was picked. */
  mode?: 'input' | 'select';
  selectedLabel?: string;
  className?: string;
}

/** An ARIA 1.2 combobox (list autocomplete): ↑/↓ move, Enter picks, Esc closes (then clears), Alt+↓ opens. */
export function Autocomplete({
  label,
  options,
  query,
  onQueryChange,
  onSelect,
  onEvent,
  loading = false,
  placeholder,
  emptyText,
  loadingText,
  errorText,
  onRetry,
  retryLabel,
  mode = 'input',
  selectedLabel = '',
  className,
}: AutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // A retryable error sits under the field rather than in the popup, which closes as focus leaves for the button.
  const inlineError = errorText && onRetry ? errorText : undefined;
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOpenState(next);
    onEvent?.(next ? 'open' : 'close');
  };
  const pick = (option: AutocompleteOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };
  const showList = open && (query.trim().length > 0 || options.length > 0);
  const activeOption = showList ? options[active] : undefined;
  const activeId = activeOption ? `${id}-opt-${active}` : undefined;

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-busy={loading || undefined}
          aria-describedby={inlineError ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          className={cn(inputClass, 'pe-9')}
          placeholder={placeholder}
          value={query}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => onEvent?.('focus')}
          onBlur={() => {
            onEvent?.('blur');
            setOpen(false);
            if (mode === 'select' && query !== selectedLabel) onQueryChange(selectedLabel);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!open) return setOpen(true);
              if (!options.length) return;
              const n = options.length;
              setActive((a) => (e.key === 'ArrowDown' ? (a < 0 ? 0 : (a + 1) % n) : a <= 0 ? n - 1 : a - 1));
            } else if (e.key === 'Enter' && activeOption) {
              e.preventDefault();
              pick(activeOption);
            } else if (e.key === 'Escape') {
              if (showList) {
                e.preventDefault();
                setOpen(false);
              } else if (query) {
                e.preventDefault();
                onQueryChange(mode === 'select' ? selectedLabel : '');
              }
            }
          }}
        />
        {loading && <Spinner className="absolute top-2.5 end-3 size-4 text-muted-foreground" label="" />}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        // empty:hidden: with no options an empty framed strip would sit over the error under the field.
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 shadow-lg empty:hidden"
      >
        {options.map((o, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled on the combobox input (aria-activedescendant); options never take focus
          <li
            key={o.value}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(o)}
            onMouseMove={() => setActive(i)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded px-2.5 py-1.5 text-sm',
              i === active && 'bg-primary-soft text-primary-text',
            )}
          >
            {o.icon}
            <span className="min-w-0 truncate">
              <Highlight text={o.label} query={query} />
            </span>
          </li>
        ))}
      </ul>
      {showList && !options.length && !inlineError && (
        <p
          role="status"
          className="absolute z-30 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-lg"
        >
          {errorText ?? (loading ? loadingText : emptyText)}
        </p>
      )}
      {inlineError && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-danger-text">
          <span id={errorId}>{inlineError}</span>
          <Button
            size="sm"
            variant="outline"
            color="danger"
            onClick={() => {
              onRetry?.();
              // The button leaves with the error: keep focus in the field and show the fresh suggestions there.
              inputRef.current?.focus();
              setOpen(true);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
