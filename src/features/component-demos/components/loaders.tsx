import { cn } from '@/lib/cn';
import { BORDER, TEXT, type DemoColor } from './demo-colors';
import './loaders.css';

export const LOADER_TYPES = ['default', 'point', 'radius', 'corners', 'border', 'sound', 'material'] as const;
export type LoaderType = (typeof LOADER_TYPES)[number];

const BG: Record<DemoColor, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark-text',
};

/** Decorative animation only: the element around it carries role="status" / aria-busy and the text. */
export function Loader({ type, color = 'primary', className }: { type: LoaderType; color?: DemoColor; className?: string }) {
  const box = cn('relative flex size-10 items-center justify-center', TEXT[color], className);
  switch (type) {
    case 'point':
      return (
        <span className={cn(box, 'gap-1.5')} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span key={i} className={cn('cd-dot size-2.5 rounded-full', BG[color])} style={{ animationDelay: `${i * 0.16}s` }} />
          ))}
        </span>
      );
    case 'radius':
      return (
        <span className={box} aria-hidden="true">
          <span className={cn('size-8 animate-spin rounded-lg border-4 border-r-transparent [animation-duration:1.2s]', BORDER[color])} />
        </span>
      );
    case 'corners':
      return (
        <span className={box} aria-hidden="true">
          <span className={cn('size-9 animate-spin rounded-md border-4 border-x-transparent [animation-duration:1.4s]', BORDER[color])} />
        </span>
      );
    case 'border':
      return (
        <span className={box} aria-hidden="true">
          <span className={cn('size-9 animate-spin rounded-full border-4 border-muted border-t-current')} />
        </span>
      );
    case 'sound':
      return (
        <span className={cn(box, 'items-end gap-1 pb-1')} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <span key={i} className={cn('cd-bar h-7 w-1.5 rounded-full', BG[color])} style={{ animationDelay: `${i * 0.12}s` }} />
          ))}
        </span>
      );
    case 'material':
      return (
        <span className={box} aria-hidden="true">
          <svg viewBox="0 0 50 50" className="size-10 animate-spin [animation-duration:2s]">
            <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" className="cd-dash" />
          </svg>
        </span>
      );
    default:
      return (
        <span className={box} aria-hidden="true">
          <svg className="size-9 animate-spin" viewBox="0 0 24 24" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </span>
      );
  }
}
