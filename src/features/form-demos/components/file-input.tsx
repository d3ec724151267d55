import { useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface FileInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Text of the visible "browse" button. */
  buttonLabel: string;
  /** Shown while no file is chosen. */
  emptyLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native file input (so labels, keyboard, drag-drop and react-hook-form's register keep working) drawn as a
 * themed field: a translated browse button and the chosen file's name instead of the browser's own texts.
 */
export function FileInput({ buttonLabel, emptyLabel, className, onChange, ref, ...props }: FileInputProps) {
  const [names, setNames] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  // form.reset() clears the input without a change event.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setNames('');
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  return (
    <div
      className={cn(
        'relative flex h-9 w-full min-w-0 items-center gap-2.5 rounded-md border border-input bg-card ps-1 pe-3 text-sm transition-[border-color,box-shadow]',
        'has-[input:focus-visible]:border-primary has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-primary/20 has-[[aria-invalid=true]]:border-danger has-[input:disabled]:opacity-55',
        className,
      )}
    >
      <input
        {...props}
        ref={(el) => {
          inputRef.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        type="file"
        onChange={(e) => {
          setNames([...(e.currentTarget.files ?? [])].map((f) => f.name).join(', '));
          onChange?.(e);
        }}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="inline-flex h-7 shrink-0 items-center gap-1.5 rounded bg-primary-soft px-2.5 text-xs font-medium text-primary-text [&_svg]:size-3.5"
      >
        <Upload />
        {buttonLabel}
      </span>
      <span aria-hidden="true" className={cn('min-w-0 truncate', !names && 'text-muted-foreground')}>
        {names || emptyLabel}
      </span>
    </div>
  );
}
