import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page body of every picker demo: a responsive grid of DemoCards. */
export function DemoGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0', className)}>{children}</div>;
}
