import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from '@/components/ui/input';

/** Label-placeholder: the label sits inside the empty field and floats above it on focus or when filled. */
export function FloatingInput({ label, className, id, ...props }: ComponentProps<'input'> & { label: string }) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="relative">
      <input id={inputId} placeholder=" " className={cn(inputClass, 'peer h-10 pt-3', className)} {...props} />
      <label
        htmlFor={inputId}
        className="pointer-events-none absolute top-1/2 left-2 -translate-y-1/2 bg-card px-1 text-sm text-muted-foreground transition-all duration-150 peer-focus:top-0 peer-focus:text-xs peer-focus:text-primary-text peer-[:not(:placeholder-shown)]:top-0 peer-[:not(:placeholder-shown)]:text-xs"
      >
        {label}
      </label>
    </div>
  );
}
