import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Label-placeholder for a select: the label sits inside the empty trigger and floats onto its border once open or chosen. */
export function FloatingSelect({
  label,
  value,
  onValueChange,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const up = open || value !== '';
  return (
    <div className="relative">
      <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
        <SelectTrigger id={id} className="h-10">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      <label
        htmlFor={id}
        className={cn(
          'pointer-events-none absolute left-2 -translate-y-1/2 bg-card px-1 text-muted-foreground transition-all duration-150 motion-reduce:transition-none',
          up ? 'top-0 text-xs' : 'top-1/2 text-sm',
          open && 'text-primary-text',
        )}
      >
        {label}
      </label>
    </div>
  );
}
