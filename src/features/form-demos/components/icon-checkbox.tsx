import { Checkbox as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CHECKED_TEXT, type DemoColor } from './colors';

/** A checkbox drawn as an icon only: outlined when off, filled in its colour when on (like, favourite, bookmark). */
export function IconCheckbox({
  icon: Icon,
  color = 'primary',
  className,
  ...props
}: ComponentProps<typeof Primitive.Root> & { icon: LucideIcon; color?: DemoColor }) {
  return (
    <Primitive.Root
      className={cn(
        'group inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors duration-150 hover:bg-muted data-[state=unchecked]:hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55',
        CHECKED_TEXT[color],
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className="size-5 group-data-[state=checked]:fill-current motion-safe:transition-transform motion-safe:duration-150 motion-safe:group-active:scale-90 motion-safe:group-data-[state=checked]:scale-110"
      />
    </Primitive.Root>
  );
}
