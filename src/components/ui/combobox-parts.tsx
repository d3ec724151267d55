import type { ReactNode, RefObject } from 'react';
import { Popover as Primitive } from 'radix-ui';
import { Check, ChevronDown, Plus, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/** A chosen value of a multiple combobox, with its own remove button. */
export function ComboboxChip({
  label,
  icon,
  removeLabel,
  disabled,
  onRemove,
}: {
  label: string;
  icon: ReactNode;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <span className="inline-flex max-w-full min-w-0 animate-fade-in items-center gap-1 rounded-md bg-primary-soft py-0.5 ps-2 pe-0.5 text-xs font-medium text-primary-text">
      {icon}
      <span className="truncate">{label}</span>
      <button
        type="button"
        disabled={disabled}
        className="inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}

/** One row of the combobox's listbox; `create` set makes it the tagging row ("Create …"). */
export function ComboboxOption({
  id,
  selected,
  disabled,
  active,
  onHover,
  onPick,
  create,
  icon,
  label,
  description,
}: {
  id: string;
  selected: boolean;
  disabled: boolean;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
  create: string | null;
  icon: ReactNode;
  label: string;
  description: ReactNode;
}) {
  return (
    // Options are driven from the input (aria-activedescendant); its onKeyDown handles the keys.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={onHover}
      onClick={onPick}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm',
        active && 'bg-primary-soft text-primary-text',
        selected && !active && 'font-medium',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      {create !== null ? (
        <>
          <Plus className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{create}</span>
        </>
      ) : (
        <>
          {icon && <span className="flex shrink-0 items-center">{icon}</span>}
          <span className="grid min-w-0 flex-1">
            <span className="truncate">{label}</span>
            {description && (
              <span className={cn('truncate text-xs', active ? 'text-primary-text' : 'text-muted-foreground')}>{description}</span>
            )}
          </span>
          <Check aria-hidden="true" className={cn('size-4 shrink-0', !selected && 'invisible')} />
        </>
      )}
    </li>
  );
}

/** The popup: a listbox driven from the input (it never takes focus), or a status line when `empty` is set. */
export function ComboboxListbox({
  id,
  dir,
  anchorRef,
  multiple,
  empty,
  children,
  ...aria
}: {
  id: string;
  dir?: 'ltr' | 'rtl';
  /** Presses on the field itself must not count as "outside". */
  anchorRef: RefObject<HTMLDivElement | null>;
  multiple: boolean;
  empty: string | null;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        role="presentation"
        dir={dir}
        align="start"
        sideOffset={4}
        collisionPadding={8}
        onOpenAutoFocus={(e) => e.preventDefault()}
        onMouseDown={(e) => e.preventDefault()}
        onCloseAutoFocus={(e) => e.preventDefault()}
        onInteractOutside={(e) => {
          if (anchorRef.current?.contains(e.target as Node)) e.preventDefault();
        }}
        className="z-50 w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-1rem)] min-w-48 rounded-lg border bg-popover p-1 text-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
      >
        <ul
          id={id}
          role="listbox"
          {...aria}
          aria-multiselectable={multiple || undefined}
          hidden={empty !== null}
          className="max-h-64 overflow-y-auto overscroll-contain [scrollbar-width:thin]"
        >
          {children}
        </ul>
        {empty !== null && (
          <p role="status" className="px-2.5 py-2 text-sm text-muted-foreground">
            {empty}
          </p>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

interface Action {
  label: string;
  go: () => void;
}

/** The field's trailing buttons: clear (when `clear` is set), a spinner while loading, and the chevron, which is
 *  not a tab stop (the input opens the list with Alt+↓). */
export function ComboboxButtons({
  clear,
  loading,
  toggle,
  open,
  listId,
  disabled,
}: {
  clear: Action | null;
  loading: boolean;
  toggle: Action;
  open: boolean;
  listId: string;
  disabled: boolean;
}) {
  return (
    <>
      {clear && (
        <button
          type="button"
          aria-label={clear.label}
          onClick={clear.go}
          className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      {loading && (
        <span className="inline-flex size-7 shrink-0 items-center justify-center text-muted-foreground">
          <Spinner className="size-4" label="" />
        </span>
      )}
      <button
        type="button"
        tabIndex={-1}
        hidden={loading}
        aria-label={toggle.label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={toggle.go}
        className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground"
      >
        <ChevronDown className={cn('size-4 transition-transform duration-150', open && 'rotate-180')} aria-hidden="true" />
      </button>
    </>
  );
}
