import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from '@/components/ui/input';

/** Label-placeholder: the label sits inside the empty field and floats onto its border on focus or when filled. */
export function FloatingInput({ label, icon, className, id, ...props }: ComponentProps<'input'> & { label: string; icon?: ReactNode }) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="relative">
      <input id={inputId} placeholder=" " className={cn(inputClass, 'peer h-10', icon && 'ps-9', className)} {...props} />
      {icon && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted-foreground peer-focus:text-primary-text [&_svg]:size-4"
        >
          {icon}
        </span>
      )}
      <label
        htmlFor={inputId}
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 bg-card px-1 text-sm text-muted-foreground transition-all duration-150 motion-reduce:transition-none peer-focus:top-0 peer-focus:text-xs peer-focus:text-primary-text peer-[:not(:placeholder-shown)]:top-0 peer-[:not(:placeholder-shown)]:text-xs',
          icon ? 'start-8 peer-focus:start-2 peer-[:not(:placeholder-shown)]:start-2' : 'start-2',
        )}
      >
        {label}
      </label>
    </div>
  );
}
