import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BORDER, TEXT, type DemoColor } from './demo-colors';

export interface DividerProps {
  children?: ReactNode;
  position?: 'left' | 'center' | 'right';
  color?: DemoColor;
  lineStyle?: 'solid' | 'dashed' | 'dotted';
}

/** A horizontal rule with optional text or icon; the text stays readable, the lines are decorative. */
export function Divider({ children, position = 'center', color, lineStyle = 'solid' }: DividerProps) {
  const line = cn(
    'min-w-4 flex-1 border-t',
    color ? BORDER[color] : 'border-border',
    lineStyle === 'dashed' && 'border-dashed',
    lineStyle === 'dotted' && 'border-dotted border-t-2',
  );
  if (!children) return <hr className={cn(line, 'my-1 w-full')} />;
  return (
    <div role="separator" aria-orientation="horizontal" className="my-1 flex items-center gap-3">
      <span className={cn(line, position === 'left' && 'max-w-6')} aria-hidden="true" />
      <span
        className={cn('flex items-center gap-1.5 text-sm whitespace-nowrap [&_svg]:size-4', color ? TEXT[color] : 'text-muted-foreground')}
      >
        {children}
      </span>
      <span className={cn(line, position === 'right' && 'max-w-6')} aria-hidden="true" />
    </div>
  );
}
