import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type TileTone = 'primary' | 'success' | 'danger' | 'warning' | 'info';
const TONE: Record<TileTone, string> = {
  primary: 'bg-primary-soft text-primary-text',
  success: 'bg-success-soft text-success-text',
  danger: 'bg-danger-soft text-danger-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
};

/** A compact statistic: round coloured icon, figure and label; horizontal or centred. */
export function StatTile({
  icon: Icon,
  tone,
  value,
  label,
  centered = false,
}: {
  icon: LucideIcon;
  tone: TileTone;
  value: string;
  label: string;
  centered?: boolean;
}) {
  return (
    <Card
      className={cn('flex gap-4 p-5', centered ? 'flex-col items-center text-center' : 'flex-row-reverse items-center justify-between')}
    >
      <span
        className={cn('flex shrink-0 items-center justify-center rounded-full', centered ? 'size-12' : 'size-11', TONE[tone])}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xl font-bold text-[var(--heading)]">{value}</p>
        {/* Wraps rather than being cut: four tiles a row leave ~120 px, less than "Taxa de indisponibilidade" needs. */}
        <h3 className="text-sm font-normal break-words text-muted-foreground">{label}</h3>
      </div>
    </Card>
  );
}
