import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Popover as Primitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { CREATE, fold, read, type Accessor, type ComboboxProps } from './combobox-model';
import { ComboboxButtons, ComboboxChip, ComboboxListbox, ComboboxOption } from './combobox-parts';

export type { ComboboxProps, ComboboxTexts } from './combobox-model';

/**
 * A searchable select following the ARIA 1.2 combobox pattern (editable combobox with list popup):
 * typing filters, ↓/↑ move (Alt+↓ opens), Enter picks, Esc closes then restores the text, Backspace in an
 * empty field removes the last chip (multiple) or clears the value (single, clearable). Multiple values are
 * chips with their own remove buttons; `onCreate` adds tagging.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    options,
    optionLabel = 'label' as Accessor<T>,
    optionValue = 'value' as Accessor<T>,
    isOptionDisabled,
    renderIcon,
    renderDescription,
    placeholder,
    clearable = false,
    onCreate,
    dir,
    disabled = false,
    loading = false,
    texts,
    className,
  } = props;
  const auto = useId();
  const inputId = props.id ?? `${auto}-input`;
  const listId = `${auto}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** null: not filtering (single mode shows the chosen label). */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const labelOf = (o: T) => read(o, optionLabel);
  const valueOf = (o: T) => read(o, optionValue);
  const selected: string[] = props.multiple ? props.value : props.value != null ? [props.value] : [];
  const byValue = useMemo(() => new Map(options.map((o) => [read(o, optionValue), o])), [options, optionValue]);
  const selectedOption = !props.multiple && props.value != null ? byValue.get(props.value) : undefined;
  const selectedLabel = selectedOption ? labelOf(selectedOption) : props.multiple ? '' : (props.value ?? '');

  const q = (query ?? '').trim();
  const filtered = q ? options.filter((o) => fold(labelOf(o)).includes(fold(q))) : options;
  const canCreate = Boolean(onCreate && q && !options.some((o) => fold(labelOf(o)) === fold(q)));
  const items: (T | typeof CREATE)[] = loading ? [] : canCreate ? [...filtered, CREATE] : [...filtered];
  const enabled = (i: number) => {
    const item = items[i];
    return item !== undefined && (item === CREATE || !isOptionDisabled?.(item));
  };
  const activeId = open && active >= 0 && active < items.length ? `${auto}-opt-${active}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const firstEnabled = (from: number, step: 1 | -1) => {
    const n = items.length;
    for (let k = 0, i = from; k < n; k++, i = (i + step + n) % n) if (enabled(i)) return i;
    return -1;
  };

  /** Opens the list; the active option starts on the (last) chosen one, or on the first/last with `edge`. */
  const openList = (edge?: 'first' | 'last') => {
    if (disabled || open) return;
    setOpen(true);
    const current = selected.length ? items.findIndex((o) => o !== CREATE && valueOf(o) === selected[selected.length - 1]) : -1;
    setActive(
      current >= 0 || !edge || !items.length ? current : firstEnabled(edge === 'first' ? 0 : items.length - 1, edge === 'first' ? 1 : -1),
    );
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const commit = (next: string[]) => {
    if (props.multiple) props.onChange(next);
    else props.onChange(next[0] ?? null);
  };

  const pick = (index: number) => {
    const item = items[index];
    if (item === undefined || !enabled(index)) return;
    if (item === CREATE) {
      onCreate?.(q);
      setQuery(props.multiple ? '' : null);
      setActive(-1);
      if (!props.multiple) close();
      return;
    }
    const v = valueOf(item);
    if (props.multiple) {
      props.onChange(selected.includes(v) ? selected.filter((x) => x !== v) : [...selected, v]);
      setQuery('');
      setActive(q ? -1 : index);
    } else {
      props.onChange(v);
      setQuery(null);
      close();
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          openList(e.altKey ? undefined : e.key === 'ArrowDown' ? 'first' : 'last');
          return;
        }
        if (e.altKey) return;
        if (!items.length) return;
        const down = e.key === 'ArrowDown';
        setActive((a) =>
          firstEnabled(a < 0 ? (down ? 0 : items.length - 1) : (a + (down ? 1 : -1) + items.length) % items.length, down ? 1 : -1),
        );
        return;
      }
      case 'Enter': {
        if (!open) return;
        e.preventDefault();
        if (activeId) pick(active);
        else if (canCreate) pick(items.length - 1);
        else if (items.length === 1) pick(0);
        return;
      }
      case 'Escape': {
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          close();
          if (!props.multiple) setQuery(null);
        } else if (query) {
          e.preventDefault();
          setQuery(props.multiple ? '' : null);
        }
        return;
      }
      case 'Backspace': {
        const text = e.currentTarget.value;
        if (text !== '') return;
        if (props.multiple && selected.length) {
          e.preventDefault();
          commit(selected.slice(0, -1));
        } else if (!props.multiple && clearable && props.value != null) {
          e.preventDefault();
          commit([]);
        }
        return;
      }
      case 'Tab':
        close();
        if (!props.multiple) setQuery(null);
        return;
      default:
    }
  };

  const inputValue = props.multiple ? (query ?? '') : (query ?? selectedLabel);
  const showClear = clearable && selected.length > 0 && !disabled;

  return (
    <Primitive.Root open={open} onOpenChange={(o) => (o ? openList() : close())}>
      <Primitive.Anchor asChild>
        {/* Mouse-only convenience: a press on the chip area focuses the input, which keyboard users reach directly. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          ref={anchorRef}
          dir={dir}
          data-slot="combobox"
          data-disabled={disabled || undefined}
          onMouseDown={(e) => {
            if (disabled || (e.target as HTMLElement).closest('button')) return;
            if (e.target !== inputRef.current) {
              e.preventDefault();
              inputRef.current?.focus();
            }
            if (open) close();
            else openList();
          }}
          className={cn(
            'flex min-h-9 w-full min-w-0 cursor-text items-center gap-0.5 rounded-md border border-input bg-card py-0.5 ps-2 pe-1 text-sm text-foreground transition-[border-color,box-shadow]',
            'focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/20 has-[[aria-invalid=true]]:border-danger',
            open && 'border-primary',
            disabled && 'cursor-not-allowed opacity-55',
            className,
          )}
        >
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
            {!props.multiple && selectedOption && renderIcon && query === null && (
              <span className="flex shrink-0 items-center">{renderIcon(selectedOption)}</span>
            )}
            {props.multiple &&
              selected.map((v) => {
                const o = byValue.get(v);
                const label = o ? labelOf(o) : v;
                return (
                  <ComboboxChip
                    key={v}
                    label={label}
                    icon={o && renderIcon ? renderIcon(o) : null}
                    removeLabel={texts.remove(label)}
                    disabled={disabled}
                    onRemove={() => {
                      commit(selected.filter((x) => x !== v));
                      inputRef.current?.focus();
                    }}
                  />
                );
              })}
            <input
              ref={inputRef}
              id={inputId}
              role="combobox"
              type="text"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              aria-label={props['aria-label']}
              aria-labelledby={props['aria-labelledby']}
              aria-describedby={props['aria-describedby']}
              aria-invalid={props['aria-invalid'] || undefined}
              aria-busy={loading || undefined}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              dir={dir}
              placeholder={props.multiple ? (selected.length ? undefined : placeholder) : placeholder}
              value={inputValue}
              onChange={(e) => {
                setQuery(e.target.value);
                if (!open) setOpen(true);
                setActive(e.target.value.trim() ? 0 : -1);
              }}
              onFocus={(e) => {
                if (!props.multiple && selectedLabel) e.currentTarget.select();
              }}
              onBlur={() => {
                close();
                if (!props.multiple && query === '' && clearable && props.value != null) commit([]);
                setQuery(props.multiple ? '' : null);
              }}
              onKeyDown={onKeyDown}
              className={cn(
                'h-7 min-w-[4rem] flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
                !props.multiple && 'truncate',
              )}
            />
          </div>
          <ComboboxButtons
            clear={
              showClear
                ? {
                    label: texts.clear,
                    go: () => {
                      commit([]);
                      setQuery(props.multiple ? '' : null);
                      inputRef.current?.focus();
                    },
                  }
                : null
            }
            loading={loading}
            toggle={{
              label: texts.toggle,
              go: () => {
                inputRef.current?.focus();
                if (open) close();
                else openList();
              },
            }}
            open={open}
            listId={listId}
            disabled={disabled}
          />
        </div>
      </Primitive.Anchor>
      <ComboboxListbox
        id={listId}
        dir={dir}
        anchorRef={anchorRef}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        multiple={props.multiple ?? false}
        empty={items.length ? null : loading ? (texts.loading ?? 'Loading…') : texts.noResults}
      >
        {items.map((item, i) => {
          const isCreate = item === CREATE;
          const v = isCreate ? '' : valueOf(item);
          const isSelected = !isCreate && selected.includes(v);
          const isDisabled = !enabled(i);
          return (
            <ComboboxOption
              key={isCreate ? '__create' : v}
              id={`${auto}-opt-${i}`}
              selected={isSelected}
              disabled={isDisabled}
              active={i === active}
              onHover={() => !isDisabled && active !== i && setActive(i)}
              onPick={() => pick(i)}
              create={isCreate ? (texts.create?.(q) ?? q) : null}
              icon={!isCreate && renderIcon ? renderIcon(item) : null}
              label={isCreate ? '' : labelOf(item)}
              description={!isCreate && renderDescription ? renderDescription(item) : null}
            />
          );
        })}
      </ComboboxListbox>
    </Primitive.Root>
  );
}
