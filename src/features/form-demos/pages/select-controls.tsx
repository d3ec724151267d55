import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxTexts } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Option {
  value: string;
  label: string;
}

/** A visible label (a span: comboboxes are named through aria-labelledby) above its control. */
export function Labelled({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label id={id} asChild>
        <span>{label}</span>
      </Label>
      {children(id)}
    </div>
  );
}

export function useComboboxTexts(): ComboboxTexts {
  const { t } = useTranslation('form-demos');
  return {
    noResults: t('select.noResults'),
    clear: t('select.clear'),
    toggle: t('select.toggle'),
    remove: (item) => t('select.remove', { item }),
    loading: t('common.loading'),
  };
}

interface IndicatorSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Replaces the check mark of the selected item. */
  indicator: ReactNode;
  itemClassName: string;
}

/** A select whose selected item carries a custom mark and style (the "selected item" demo). */
export function IndicatorSelect({ label, value, onChange, options, indicator, itemClassName }: IndicatorSelectProps) {
  return (
    <Field label={label}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} indicator={indicator} className={itemClassName}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
