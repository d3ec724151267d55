import type { MouseEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SOFT, SOLID, BORDER, TEXT, type DemoColor } from './demo-colors';

export interface ChipProps {
  children: ReactNode;
  color?: DemoColor;
  variant?: 'solid' | 'soft' | 'transparent';
  icon?: ReactNode;
  /** Shows a close button named `closeLabel`; gets its click (the pressed button is `event.currentTarget`). */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  closeLabel?: string;
  closeIcon?: ReactNode;
}

export function Chip({ children, color = 'primary', variant = 'soft', icon, onClose, closeLabel, closeIcon }: ChipProps) {
  return (
    <span
      className={cn(
        'inline-flex h-7 max-w-full items-center gap-1.5 rounded-full px-3 text-xs font-medium [&_svg]:size-3.5 [&_svg]:shrink-0',
        variant === 'solid' && SOLID[color],
        variant === 'soft' && SOFT[color],
        variant === 'transparent' && cn('border bg-transparent', BORDER[color], TEXT[color]),
        onClose && 'pe-1',
      )}
    >
      {icon}
      <span className="truncate">{children}</span>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          // A 20 px mark, but a 32 px target: the ::after box takes the taps around it.
          className="relative flex size-5 cursor-pointer items-center justify-center rounded-full opacity-80 after:absolute after:-inset-1.5 after:content-[''] transition hover:bg-black/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring dark:hover:bg-white/15"
        >
          {closeIcon ?? <X aria-hidden="true" />}
        </button>
      )}
    </span>
  );
}
