import { useId } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Label } from '@/components/ui/label';

export interface RadioChoice<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

/** A labelled horizontal radio group (wraps on phones). */
export function RadioChoices<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: RadioChoice<T>[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <RadioGroup aria-label={label} value={value} onValueChange={(v) => onChange(v as T)} className="flex flex-wrap gap-x-6 gap-y-3">
      {choices.map((c) => (
        <div key={c.value} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${c.value}`} value={c.value} />
          <Label htmlFor={`${id}-${c.value}`} lang={c.lang} className="cursor-pointer">
            {c.label}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}
