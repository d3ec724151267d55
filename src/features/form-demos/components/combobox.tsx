import { useState, type ReactNode } from 'react';
import { Check, ChevronDown, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';

export interface Option {
  value: string;
  label: string;
  group?: string;
}

interface BaseProps {
  id?: string;
  options: Option[];
  placeholder: string;
  searchPlaceholder: string;
  loading?: boolean;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Rendered at the start of the trigger (e.g. a colour dot). */
  icon?: ReactNode;
}

type Props = BaseProps &
  ({ multiple: true; value: string[]; onChange: (v: string[]) => void } | { multiple?: false; value: string; onChange: (v: string) => void });

const trigger =
  'flex min-h-9 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 py-1 text-left text-sm text-foreground outline-none transition-[border-color,box-shadow] focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 aria-expanded:border-primary';

/** Searchable select (Command in a Popover), single or multiple; multiple shows chips that can be removed. */
export function Combobox(props: Props) {
  const { t } = useTranslation('form-demos');
  const { options, placeholder, searchPlaceholder, loading, className, icon } = props;
  const [open, setOpen] = useState(false);
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const groups = [...new Set(options.map((o) => o.group ?? ''))];

  const pick = (v: string) => {
    if (props.multiple) props.onChange(props.value.includes(v) ? props.value.filter((x) => x !== v) : [...props.value, v]);
    else {
      props.onChange(v);
      setOpen(false);
    }
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button type="button" id={props.id} role="combobox" aria-expanded={open} aria-haspopup="listbox" aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} className={trigger}>
            {icon}
            <span className={cn('flex-1 truncate', selected.length === 0 && 'text-muted-foreground')}>
              {selected.length === 0 ? placeholder : props.multiple ? t('select.selectedCount', { count: selected.length }) : labelOf(selected[0]!)}
            </span>
            {loading ? <Spinner className="size-4" label={t('common.loading')} /> : <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />}
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-56 p-0" align="start">
          <Command>
            <CommandInput placeholder={searchPlaceholder} aria-label={searchPlaceholder} />
            <CommandList aria-multiselectable={props.multiple || undefined}>
              {loading ? (
                <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
                  <Spinner className="size-4" label="" />
                  {t('common.loading')}
                </div>
              ) : (
                <CommandEmpty>{t('select.noResults')}</CommandEmpty>
              )}
              {!loading &&
                groups.map((g) => (
                  <CommandGroup key={g || 'all'} heading={g || undefined}>
                    {options
                      .filter((o) => (o.group ?? '') === g)
                      .map((o) => (
                        <CommandItem key={o.value} value={o.label} onSelect={() => pick(o.value)} aria-selected={selected.includes(o.value)}>
                          <span className="flex-1">{o.label}</span>
                          <Check aria-hidden="true" className={cn(!selected.includes(o.value) && 'invisible')} />
                        </CommandItem>
                      ))}
                  </CommandGroup>
                ))}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {props.multiple && selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('select.selected')}>
          {selected.map((v) => (
            <li key={v} className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary-text">
              {labelOf(v)}
              <button
                type="button"
                className="inline-flex size-4.5 cursor-pointer items-center justify-center rounded-full hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('select.remove', { item: labelOf(v) })}
                onClick={() => props.multiple && props.onChange(props.value.filter((x) => x !== v))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
