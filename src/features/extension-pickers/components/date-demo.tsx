import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { DateField, type DateFieldProps } from './date-field';
import { ValueOut } from './value-out';

type DemoKey = 'default' | 'dayOnly' | 'monthOnly' | 'monthYear' | 'dateMonth' | 'range' | 'highlighted' | 'rtl';

interface DateDemoProps extends Omit<DateFieldProps, 'label' | 'value' | 'onChange' | 'description'> {
  /** Title, text and field label come from `date.<demo>.*`. */
  demo: DemoKey;
  code: string;
  /** Replaces `date.<demo>.text` when it needs values. */
  text?: string;
  hint?: string;
  /** The read-out of a chosen date. */
  show: (date: Date) => string;
  /** Applied to each picked date before it is kept (e.g. the first of the month for month pickers). */
  normalize?: (date: Date) => Date;
  testId?: string;
}

/** One date picker demo: a card with the field and a live read-out of its value, holding its own state. */
export function DateDemo({ demo, code, text, hint, show, normalize, testId, ...field }: DateDemoProps) {
  const { t } = useTranslation('extension-pickers');
  const [value, setValue] = useState<Date | null>(null);
  return (
    <DemoCard title={t(`date.${demo}.title`)} description={text ?? t(`date.${demo}.text`)} code={code} contentClassName="grid gap-4">
      <DateField
        {...field}
        label={t(`date.${demo}.label`)}
        value={value}
        onChange={(d) => setValue(d && normalize ? normalize(d) : d)}
        description={hint}
      />
      <ValueOut label={t('common.value')} testId={testId}>
        {value ? show(value) : t('common.none')}
      </ValueOut>
    </DemoCard>
  );
}
