import { Switch as Primitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from '@/components/ui/label';

type RichSwitchProps = Omit<ComponentProps<typeof Primitive.Root>, 'aria-label'> & {
  on: ReactNode;
  off: ReactNode;
  /** Shown beside the switch: "On"/"Yes" or an icon inside the track does not say what is switched. */
  label: string;
};

/** A wider switch that shows content inside its track: text or icons for the on and off states. */
export function RichSwitch({ on, off, label, className, id, ...props }: RichSwitchProps) {
  const auto = useId();
  const switchId = id ?? auto;
  return (
    <div className="flex items-center gap-2">
      <Primitive.Root
        id={switchId}
        className={cn(
          'group relative inline-flex h-6 min-w-14 shrink-0 cursor-pointer items-center rounded-full bg-secondary-solid px-1 text-[11px] font-semibold text-white transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary-solid [&_svg]:size-3.5',
          className,
        )}
        {...props}
      >
        <span aria-hidden="true" className="flex flex-1 items-center justify-end pr-0.5 pl-5 group-data-[state=checked]:hidden">
          {off}
        </span>
        <span aria-hidden="true" className="hidden flex-1 items-center justify-start pr-5 pl-0.5 group-data-[state=checked]:flex">
          {on}
        </span>
        <Primitive.Thumb className="pointer-events-none absolute top-1 left-1 block size-4 rounded-full bg-white shadow-sm transition-[left] duration-150 data-[state=checked]:left-[calc(100%-1.25rem)]" />
      </Primitive.Root>
      <Label htmlFor={switchId}>{label}</Label>
    </div>
  );
}
