import { useTranslation } from 'react-i18next';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { COLORS, type DemoColor } from './demo-colors';

/** The row of colour toggles that recolours a demo (loading, tabs). */
export function ColorPicker({ value, onChange, label }: { value: DemoColor; onChange: (color: DemoColor) => void; label: string }) {
  const { t } = useTranslation('component-demos');
  return (
    <ToggleGroup
      type="single"
      size="sm"
      attached={false}
      variant="soft"
      value={value}
      onValueChange={(v) => v && onChange(v as DemoColor)}
      aria-label={label}
      className="flex-wrap"
    >
      {COLORS.map((c) => (
        <ToggleGroupItem key={c} value={c}>
          {t(`colors.${c}`)}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
