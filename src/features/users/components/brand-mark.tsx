import { cn } from '@/lib/cn';
import type { SocialNetwork } from '../api/users.contract';

const MARKS: Record<SocialNetwork, { text: string; className: string }> = {
  twitter: { text: 'X', className: 'bg-dark-solid text-white' },
  facebook: { text: 'f', className: 'bg-info-solid text-white' },
  instagram: { text: 'IG', className: 'bg-danger-solid text-white' },
  github: { text: 'GH', className: 'bg-secondary-solid text-white' },
  codepen: { text: 'CP', className: 'bg-dark-soft text-dark-text' },
  slack: { text: 'S', className: 'bg-warning-solid text-white' },
};

/** A small decorative brand mark (lucide ships no brand logos). */
export function BrandMark({ network, className }: { network: SocialNetwork; className?: string }) {
  const mark = MARKS[network];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded text-[10px] leading-none font-bold',
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
